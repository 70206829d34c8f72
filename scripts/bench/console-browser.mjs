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

/** The page's binding to the bench, called with a load's figures once its first row shows. */
export const FIRST_ROW_BINDING = '__benchFirstRow';

// Installed in every page before its scripts: long tasks, the user's actions, the device
// list's first row, and a wait for the first row to show another device.
export function instrument() {
  // This script runs as the page's window is made, before any of the page's scripts: a task
  // that started before it is the navigation's commit (commitTask below).
  window.__bench = { longTasks: [], madeAt: performance.now(), actions: [] };
  // When the user's clicks and typing reached the page (the events' times).
  for (const type of ['click', 'input'])
    addEventListener(type, (event) => window.__bench.actions.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  // The first row's device, by its name (the link to the device): the text of the whole row
  // also changes when its later columns fill in (fleets, packages).
  window.__bench.firstRow = () => {
    const row = document.querySelector('table[aria-label="Devices"] tbody tr[data-row-index="0"]');
    return row ? (row.querySelector('a')?.textContent ?? row.textContent) : null;
  };
  // When the page first showed a row, in ms from navigation start. Then, two frames and a task
  // later (a long task is reported once it has ended), the load's figures go to the bench
  // through its binding (FIRST_ROW_BINDING), if it has one: waiting for the row from the bench
  // (Playwright's waitForFunction) runs Playwright's own script in the page, on the main
  // thread the load needs (docs/benchmarks.md "Console in Chromium").
  const watch = () => {
    if (window.__bench.firstRow() === null) return requestAnimationFrame(watch);
    window.__bench.firstRowAt = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() =>
          window.__benchFirstRow?.({
            timeOrigin: performance.timeOrigin,
            firstRowAt: window.__bench.firstRowAt,
            madeAt: window.__bench.madeAt,
            longTasks: window.__bench.longTasks,
          }),
        ),
      ),
    );
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

/**
 * The long task of the navigation's commit, if it was one: the task in which the browser
 * takes the last page down and starts the new one, before the new page's window is made
 * (`madeAt`, when this script runs in it) and so before any of its scripts. No input reaches
 * a page then: the last one is gone, the new one has nothing to show.
 */
export const commitTask = (tasks, madeAt) => tasks.find((task) => task.start < madeAt);

/** The longest of the page's long tasks that started at or after `from` (ms). */
export const longestTask = (tasks, from = 0) =>
  Math.round(Math.max(0, ...tasks.filter((task) => task.start >= from).map((t) => t.duration)));
