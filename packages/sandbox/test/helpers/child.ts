import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_DIR } from '../../src/config.js';
import { TEST_DATABASE_URL, testDatabaseFor } from './postgres.js';

export interface SandboxProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `src/main.ts` in its own Node process (one process: `node --import tsx`, so a signal
 * reaches the sandbox itself) on a free port, resolving once it printed its address. When the
 * suite runs on PostgreSQL, the process keeps its data in the database of its `--data` folder.
 */
export async function spawnSandbox(
  args: string[],
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const dataDir = args[args.indexOf('--data') + 1];
  const database =
    TEST_DATABASE_URL && args.includes('--data') && dataDir !== undefined
      ? ['--database', (await testDatabaseFor(dataDir)).url]
      : [];
  const child = spawn(
    process.execPath,
    ['--conditions=fleet-source', '--import', 'tsx', 'src/main.ts', ...args, ...database],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: on a busy machine starting tsx and seeding takes long. A process that did not
    // start in time is stopped, not left behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The sandbox did not start:\n${output}`));
    }, 120_000);
    const check = (): void => {
      const match = /sandbox on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited before starting:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
