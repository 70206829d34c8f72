// What the console benches share (console.mjs, live.mjs): a sandbox serving the console's
// production build, the page instrumentation (long tasks, the device list's first row) and
// the sign-in. The sandbox listens on BENCH_CONSOLE_PORT, else on a free port, and serves the
// console's build in packages/console/dist, or BENCH_CONSOLE_DIST.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SEED_TIMEOUT_MS = 10 * 60_000;
export const STEP_TIMEOUT_MS = 60_000;

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

export async function startSandbox(dataDir, { devices, extraArgs = [] }) {
  const port = Number(process.env.BENCH_CONSOLE_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    '--conditions=fleet-source',
    '--import',
    'tsx',
    'src/main.ts',
    '--devices',
    String(devices),
    '--simulate-rate',
    '0',
    '--data',
    dataDir,
    '--console',
    // Another build of the console (e.g. an earlier commit's, to compare two under the same
    // load) may be named by BENCH_CONSOLE_DIST.
    resolve(root, process.env.BENCH_CONSOLE_DIST ?? 'packages/console/dist'),
    ...extraArgs,
  ];
  const child = spawn(process.execPath, args, {
    cwd: join(root, 'packages/sandbox'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  const seeded = () => Math.round(Date.now() - started);
  while (Date.now() - started < SEED_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode})`);
    const ready = await fetch(`${origin}/idp/.well-known/openid-configuration`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, child, seedMs: seeded() };
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill();
  throw new Error(`the sandbox did not start within ${SEED_TIMEOUT_MS / 1000} s`);
}

// Installed in every page before its scripts: long tasks, and a wait for the device list's
// first row to differ from a given text.
export function instrument() {
  window.__bench = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__bench.firstRow = () =>
    document.querySelector('table[aria-label="Devices"] tbody tr[data-row-index="0"]')
      ?.textContent ?? null;
  // When the page first showed a row, in ms from navigation start.
  const watch = () => {
    if (window.__bench.firstRow() !== null) window.__bench.firstRowAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  /** Resolves with performance.now() when the first row shows, and differs from `before`. */
  window.__bench.rowShown = (before) =>
    new Promise((done) => {
      const check = () => {
        const row = window.__bench.firstRow();
        if (row !== null && row !== before) done(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    });
}

export async function signIn(page, origin) {
  await page.goto(`${origin}/devices`);
  await page.getByLabel('Email').fill('dev@example.com');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.__bench?.firstRow() !== null, null, {
    timeout: STEP_TIMEOUT_MS,
  });
}

/** The longest of the page's long tasks that started at or after `from` (ms). */
export const longestTask = (tasks, from = 0) =>
  Math.round(Math.max(0, ...tasks.filter((task) => task.start >= from).map((t) => t.duration)));
