#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests, CI and benchmarks: initdb into a temporary folder,
// pg_ctl on a loopback port, one database, everything removed afterwards. No service, no
// container.
//
//   node scripts/postgres-cluster.mjs run [--port P] [--no-fsync] -- COMMAND ARGS...
//       starts a cluster, runs COMMAND with FLEET_TEST_DATABASE_URL set to its database, stops
//       and removes the cluster, and exits with COMMAND's exit code
//   node scripts/postgres-cluster.mjs start [--port P] [--dir D] [--no-fsync]   prints the URL
//   node scripts/postgres-cluster.mjs stop --dir D
//
// Commits are flushed to disk (fsync) as in production unless --no-fsync: a test suite's
// servers are killed and restarted, never the machine, and a commit the operating system has
// been given survives that; only a power loss needs the flush, and no test can show one.
// Without it, a suite spends its time computing rather than waiting on the disk.
//
// The server binaries come from PG_BINDIR, `pg_config --bindir`, or the newest
// /usr/lib/postgresql/*/bin. initdb refuses to run as root, so as root the cluster belongs to
// the `postgres` user (created by Debian's postgresql package).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DATABASE = 'fleet';
const SUPERUSER = 'postgres';

/** The folder holding initdb, pg_ctl and postgres. */
export function findServerBinaries() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config is in libpq-dev, which need not be installed.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(debian, version, 'bin'));
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) {
    throw new Error(
      'No PostgreSQL server found (initdb). Install it (apt-get install postgresql) or set PG_BINDIR.',
    );
  }
  return found;
}

/** As root, the uid and gid of the `postgres` user, who runs the cluster; otherwise nothing. */
function clusterOwner() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAs(owner, file, args) {
  const result = spawnSync(file, args, { ...owner, encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(file)} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * Starts a cluster in a new temporary folder. Returns its folder, port and the URL of its
 * database `fleet` (superuser `postgres`, trusted on loopback only). `fsync: false` for tests
 * only (see the top of this file).
 */
export async function startCluster({ port, dir, fsync = true } = {}) {
  const bin = findServerBinaries();
  const owner = clusterOwner();
  const root = dir ?? mkdtempSync(path.join(tmpdir(), 'fleet-postgres-'));
  mkdirSync(root, { recursive: true });
  if (owner.uid !== undefined) chownSync(root, owner.uid, owner.gid);
  const data = path.join(root, 'data');
  const chosenPort = port ?? (await freePort());
  runAs(owner, path.join(bin, 'initdb'), [
    '--pgdata',
    data,
    '--username',
    SUPERUSER,
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    // C: text compares byte by byte and lower()/ILIKE fold ASCII letters only, as SQLite does.
    '--locale',
    'C',
    '--no-instructions',
  ]);
  runAs(owner, path.join(bin, 'pg_ctl'), [
    'start',
    '--pgdata',
    data,
    '--wait',
    '--timeout',
    '120',
    '--log',
    path.join(root, 'server.log'),
    '--options',
    [
      `-p ${chosenPort}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      `-c fsync=${fsync ? 'on' : 'off'}`,
      '-c synchronous_commit=on',
      '-c max_connections=200',
    ].join(' '),
  ]);
  const server = `postgres://${SUPERUSER}@127.0.0.1:${chosenPort}`;
  runAs(owner, path.join(bin, 'psql'), [
    '--no-psqlrc',
    '--quiet',
    '--dbname',
    `${server}/postgres`,
    '--command',
    `CREATE DATABASE ${DATABASE}`,
  ]);
  return { dir: root, port: chosenPort, url: `${server}/${DATABASE}` };
}

/** Stops the cluster in `dir` (fast shutdown) and removes the folder. */
export function stopCluster(dir) {
  const data = path.join(dir, 'data');
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    const result = spawnSync(
      path.join(findServerBinaries(), 'pg_ctl'),
      ['stop', '--pgdata', data, '--mode', 'fast', '--wait'],
      { ...clusterOwner(), encoding: 'utf8', cwd: tmpdir() },
    );
    if (result.status !== 0) process.stderr.write(result.stderr);
  }
  rmSync(dir, { recursive: true, force: true });
}

function option(args, name) {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

async function main(argv) {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const [verb] = own;
  const portText = option(own, '--port') ?? process.env.FLEET_POSTGRES_PORT;
  const port = portText === undefined ? undefined : Number(portText);
  const fsync = !own.includes('--no-fsync');
  if (verb === 'start') {
    const cluster = await startCluster({ port, dir: option(own, '--dir'), fsync });
    writeFileSync(path.join(cluster.dir, 'url'), `${cluster.url}\n`);
    console.info(`PostgreSQL cluster in ${cluster.dir}\n${cluster.url}`);
    return 0;
  }
  if (verb === 'stop') {
    const dir = option(own, '--dir');
    if (!dir) throw new Error('stop needs --dir');
    stopCluster(dir);
    return 0;
  }
  if (verb === 'run' && separator !== -1 && argv.length > separator + 1) {
    const [command, ...args] = argv.slice(separator + 1);
    const cluster = await startCluster({ port, fsync });
    console.info(`PostgreSQL cluster on port ${cluster.port}: ${cluster.url}`);
    const stop = () => stopCluster(cluster.dir);
    try {
      const child = spawn(command, args, {
        stdio: 'inherit',
        env: { ...process.env, FLEET_TEST_DATABASE_URL: cluster.url },
      });
      const forward = (signal) => child.kill(signal);
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      // A command that cannot start (not on the PATH) ends the run too, and the cluster with it.
      const code = await new Promise((resolve) => {
        child.on('error', (error) => {
          console.error(`${command}: ${error.message}`);
          resolve(127);
        });
        child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      });
      return code;
    } finally {
      stop();
    }
  }
  console.error(
    'Usage: postgres-cluster.mjs run [--port P] [--no-fsync] -- COMMAND... | start [--port P] [--dir D] [--no-fsync] | stop --dir D',
  );
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
