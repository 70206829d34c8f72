// What a user gets from `npm install -g` of the packed CLI (`pnpm pack` builds it first:
// prepack), outside the workspace: the `fleet` command, signed in from the environment,
// listing the devices of a sandbox.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackage } from '../../../scripts/pack-package.mjs';
import { apiClientOf, freshConfigDir } from './support/run-fleet';

const cliDir = resolve(import.meta.dirname, '..');

/** Runs the installed command without blocking this process, which serves the sandbox. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
    execFile(file, args, { env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      done({
        status: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        stdout,
        stderr,
      }),
    );
  });
}

describe('the packed @fleet/cli installed with npm install -g', () => {
  let place: string;
  let prefix: string;
  let sandbox: Sandbox;

  beforeAll(async () => {
    place = mkdtempSync(join(tmpdir(), 'fleet-cli-install-'));
    prefix = join(place, 'global');
    const tarball = packPackage(cliDir, place);
    execFileSync(
      'npm',
      ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', tarball],
      { cwd: place, stdio: 'pipe' },
    );
    sandbox = await startTestSandbox({ devices: 20 });
  }, 300_000);

  afterAll(async () => {
    await sandbox?.close();
    if (place) rmSync(place, { recursive: true, force: true });
  });

  const fleetBin = () => join(prefix, 'bin', 'fleet');
  const installed = (...path: string[]) =>
    join(prefix, 'lib', 'node_modules', '@fleet', 'cli', ...path);

  it('ships its README, its licence and its build, and no sources', () => {
    expect(readFileSync(installed('README.md'), 'utf8')).toContain('npm install -g @fleet/cli');
    expect(readFileSync(installed('LICENSE'), 'utf8')).toContain('Apache License');
    expect(existsSync(installed('dist', 'main.js'))).toBe(true);
    expect(existsSync(installed('src'))).toBe(false);
    const manifest = JSON.parse(readFileSync(installed('package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The SDK is inside the build: nothing to fetch that is not on the registry.
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@fleet/'))).toEqual(
      [],
    );
  });

  it('runs `fleet --version` and `fleet devices list` against a sandbox', async () => {
    const version = await run(fleetBin(), ['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toBe('0.1.0\n');

    const { clientId, clientSecret } = await apiClientOf(sandbox, 'dev@example.com');
    const env = { ...process.env, FLEET_CONFIG_DIR: freshConfigDir() };
    const login = await run(
      fleetBin(),
      ['login', '--url', sandbox.url, '--client-id', clientId, '--client-secret', clientSecret],
      env,
    );
    expect(login.status, login.stderr).toBe(0);
    const list = await run(fleetBin(), ['devices', 'list'], env);
    expect(list.status, list.stderr).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Name\tStatus\tHibernated\tLast seen\tUUID');
    expect(lines).toHaveLength(11);
    expect(list.stderr).toMatch(/^Showing 1–10 of \d+ devices;/);
  });
});
