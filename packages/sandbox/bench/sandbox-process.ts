/** A sandbox in a process of its own, so the load generator does not share its event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PACKAGE_DIR } from '../src/config.js';

export interface SandboxProcess {
  url: string;
  /** Resident memory of the process and its worker processes (threads included), in MB. */
  rssMb(): number;
  /**
   * CPU time used so far by the process and its worker processes (threads included), in
   * seconds: per request, a figure that a busy machine inflates far less than latency.
   */
  cpuSeconds(): number;
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
  // With --workers the processes serving are the primary's children: count them too.
  const serving = (): number[] => {
    const pid = child.pid ?? 0;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  };
  return {
    url,
    rssMb() {
      const rssKb = (pid: number): number =>
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
      return serving().reduce((sum, each) => sum + rssKb(each), 0) / 1024;
    },
    cpuSeconds() {
      // utime and stime (fields 14 and 15 of /proc/<pid>/stat, after the command's parentheses)
      // count every thread, in clock ticks of 1/100 s (Linux's fixed USER_HZ).
      const ticks = (pid: number): number => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return Number(fields[11]) + Number(fields[12]);
      };
      return serving().reduce((sum, each) => sum + ticks(each), 0) / 100;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
