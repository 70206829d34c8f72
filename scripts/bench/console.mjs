#!/usr/bin/env node
// Bench section "Console": the console's production build in headless Chromium against a
// sandbox seeded with 100,000 devices (BENCH_DEVICES to change it). Times are read in the page
// (performance.now(), long tasks from a PerformanceObserver), from the user's action to the
// first row of the device list showing. Writes .bench/console.json.
//
//   node scripts/bench/console.mjs          (after `pnpm --filter "@fleet/console..." build`)
//
// The sandbox listens on BENCH_CONSOLE_PORT, else on a free port.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';
import { benchHeader, withinBudget } from './report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(join(root, 'packages/console/package.json'))('@playwright/test');

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const SEED_TIMEOUT_MS = 10 * 60_000;
const STEP_TIMEOUT_MS = 60_000;
const LONG_TASK_BUDGET_MS = 50;

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function startSandbox(dataDir) {
  const port = Number(process.env.BENCH_CONSOLE_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    '--conditions=fleet-source',
    '--import',
    'tsx',
    'src/main.ts',
    '--devices',
    String(DEVICES),
    '--simulate-rate',
    '0',
    '--data',
    dataDir,
    '--console',
    join(root, 'packages/console/dist'),
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
function instrument() {
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

const longestTask = (tasks, from = 0) =>
  Math.round(Math.max(0, ...tasks.filter((task) => task.start >= from).map((t) => t.duration)));

async function signIn(page, origin) {
  await page.goto(`${origin}/devices`);
  await page.getByLabel('Email').fill('dev@example.com');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.__bench?.firstRow() !== null, null, {
    timeout: STEP_TIMEOUT_MS,
  });
}

/** Runs `act` in the page's time, returns ms from just before it to the first row changing. */
async function timed(page, act) {
  const before = await page.evaluate(() => window.__bench.firstRow());
  const startedAt = await page.evaluate(() => performance.now());
  const shown = page.evaluate((text) => window.__bench.rowShown(text), before);
  await act();
  return { ms: Math.round((await shown) - startedAt), from: startedAt };
}

async function measure(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const viewport = { width: 1440, height: 900 };
    const first = await browser.newContext({ viewport });
    await first.addInitScript(instrument);
    const signInPage = await first.newPage();
    await signIn(signInPage, origin);
    const session = await first.storageState();
    await first.close();

    // Cold load: a new context (empty cache) with the identity provider's session.
    const context = await browser.newContext({ viewport, storageState: session });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${origin}/devices`);
    const coldLoad = Math.round(
      await (
        await page.waitForFunction(() => window.__bench.firstRowAt, null, {
          timeout: STEP_TIMEOUT_MS,
        })
      ).jsonValue(),
    );
    const coldTasks = await page.evaluate(() => window.__bench.longTasks);

    // Navigation: from the dashboard to the device list by its menu link.
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Devices', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const navigation = await timed(page, () =>
      page.getByRole('link', { name: 'Devices', exact: true }).first().click(),
    );
    const nextPage = await timed(page, () =>
      page.getByRole('button', { name: 'Next page' }).first().click(),
    );
    const search = await timed(page, () => page.getByLabel('Search devices').fill('gateway-1'));
    const tasks = await page.evaluate(() => window.__bench.longTasks);
    await context.close();
    return {
      coldLoad,
      coldLongest: longestTask(coldTasks),
      navigation: navigation.ms,
      nextPage: nextPage.ms,
      search: search.ms,
      interactionLongest: longestTask(tasks, navigation.from),
    };
  } finally {
    await browser.close();
  }
}

function figure(name, value, unit, budget, note) {
  const entry = { name, value, unit, ...(budget ? { budget } : {}), ...(note ? { note } : {}) };
  return { ...entry, ok: withinBudget(entry) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-console-'));
  let sandbox;
  const figures = [];
  try {
    sandbox = await startSandbox(dataDir);
    const count = DEVICES.toLocaleString('en-US');
    figures.push(figure(`sandbox seeded with ${count} devices and ready`, sandbox.seedMs, 'ms'));
    const m = await measure(sandbox.origin);
    figures.push(
      figure(
        'cold load of /devices with a session, to the first row',
        m.coldLoad,
        'ms',
        { max: 600 },
        'empty cache, signed in at the identity provider; from navigation start',
      ),
      figure('longest task during the cold load', m.coldLongest, 'ms', {
        max: LONG_TASK_BUDGET_MS,
      }),
      figure('navigation from the dashboard to the first row of /devices', m.navigation, 'ms'),
      figure('next page of /devices', m.nextPage, 'ms'),
      figure(
        'search on /devices, to the first matching row',
        m.search,
        'ms',
        undefined,
        'includes the debounce',
      ),
      figure('longest task during navigation, next page and search', m.interactionLongest, 'ms', {
        max: LONG_TASK_BUDGET_MS,
      }),
    );
  } catch (error) {
    figures.push({
      name: 'console in Chromium',
      value: null,
      unit: '',
      ok: false,
      note: `could not run: ${error instanceof Error ? error.message : String(error)}`,
    });
  } finally {
    sandbox?.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = { section: 'Console in Chromium', ...benchHeader(), figures };
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/console.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const f of figures)
    console.info(`${f.name}: ${f.value} ${f.unit}${f.ok ? '' : ' OVER BUDGET'}`);
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}

await main();
