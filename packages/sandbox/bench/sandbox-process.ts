/** A sandbox in a process of its own, so the load generator does not share its event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PACKAGE_DIR } from '../src/config.js';

export interface SandboxProcess {
  url: string;
  /** Resident memory of the process (its reader threads included), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startSandboxProcess(options: {
  dataDir: string;
  devices: number;
  readers?: number;
  simulateRate: number;
}): Promise<SandboxProcess> {
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
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
