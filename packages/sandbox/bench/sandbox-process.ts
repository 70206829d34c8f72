/** A sandbox in a process of its own, so the load generator does not share its event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PACKAGE_DIR } from '../src/config.js';

export interface SandboxProcess {
  url: string;
  /** Resident memory of the process and its worker processes (threads included), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export interface SandboxProcessOptions {
  dataDir: string;
  devices: number;
  readers?: number;
  simulateRate: number;
  /** A PostgreSQL database instead of the data folder's embedded one. */
  databaseUrl?: string;
  /** Processes serving the one port (`--workers`, PostgreSQL only). */
  workers?: number;
}

export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const args = [
    '--conditions=fleet-source',
    '--import',
    'tsx',
    'src/main.ts',
    '--data',
    options.dataDir,
    '--devices',
    String(options.devices),
    '--simulate-rate',
    String(options.simulateRate),
    ...(options.readers === undefined ? [] : ['--readers', String(options.readers)]),
    ...(options.databaseUrl === undefined ? [] : ['--database', options.databaseUrl]),
    ...(options.workers === undefined ? [] : ['--workers', String(options.workers)]),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PORT: process.env.BENCH_PORT ?? '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /sandbox on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) =>
      reject(new Error(`The sandbox exited (${code}) before it listened`)),
    );
  });
  return {
    url,
    rssMb() {
      const rssKb = (pid: number): number =>
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
      // With --workers the processes serving are the primary's children: count them too.
      const pid = child.pid ?? 0;
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
      return [pid, ...children].reduce((sum, each) => sum + rssKb(each), 0) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
