#!/usr/bin/env node
// Bench section "Console": the console's production build in headless Chromium against a
// sandbox seeded with 100,000 devices (BENCH_DEVICES to change it). Times are read in the page
// (performance.now(), long tasks from a PerformanceObserver), from the user's action to the
// first row of the device list showing. Writes .bench/console.json.
//
//   node scripts/bench/console.mjs          (after `pnpm --filter "@fleet/console..." build`)
//
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';
import { benchHeader, figure } from './report.mjs';
import {
  instrument,
  longestTask,
  signIn,
  startSandbox,
  STEP_TIMEOUT_MS,
} from './console-browser.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(join(root, 'packages/console/package.json'))('@playwright/test');

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const LONG_TASK_BUDGET_MS = 50;
/**
 * Cold loads of /devices measured, the median reported against the budget and every one
 * beside it: one load moved by 100 ms and more with what else the 2 cores were doing.
 */
const COLD_LOADS = Number(process.env.BENCH_COLD_LOADS ?? 5);

/** The middle value (the lower of the two middle ones for an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Runs `act` in the page's time, returns ms from just before it to the first row changing;
 * fails (instead of waiting for ever) when the row has not changed within the step's time.
 */
async function timed(page, what, act) {
  const before = await page.evaluate(() => window.__bench.firstRow());
  const startedAt = await page.evaluate(() => performance.now());
  const shown = page.evaluate((text) => window.__bench.rowShown(text), before);
  await act();
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${what}: the first row did not change within ${STEP_TIMEOUT_MS} ms`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return { ms: Math.round((await Promise.race([shown, late])) - startedAt), from: startedAt };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads the device list by `navigate` and returns the time from the navigation's start to
 * the first row (across every page load on the way), the page loads, the requests and the
 * longest task of the last page. Prints the requests with their start and end (ms from the
 * navigation's start) and the long tasks, for whoever looks into the time.
 */
async function loadToFirstRow(page, origin, documents, requests, navigate) {
  documents.length = 0;
  requests.length = 0;
  const navigationStarted = Date.now();
  await navigate();
  await page.waitForFunction(() => window.__bench.firstRowAt, null, {
    timeout: STEP_TIMEOUT_MS,
  });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const firstRowAt = await page.evaluate(() => window.__bench.firstRowAt);
  const ms = Math.round(timeOrigin + firstRowAt - navigationStarted);
  const tasks = await page.evaluate(() => window.__bench.longTasks);
  const since = (at) => Math.round(at - navigationStarted);
  for (const { url, start, end } of [...requests].sort((a, b) => a.start - b.start))
    console.info(
      `  ${since(start)} ms → ${since(start + end)} ms ${url.replace(origin, '').slice(0, 90)}`,
    );
  for (const task of tasks)
    console.info(
      `  long task at ${since(timeOrigin + task.start)} ms: ${Math.round(task.duration)} ms`,
    );
  console.info(`  first row at ${ms} ms`);
  return {
    ms,
    lastDocument: Math.round(firstRowAt),
    documents: [...documents],
    requests: requests.length,
    longest: longestTask(tasks),
  };
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

    // New tab: a new context (empty cache, no sessionStorage, so no kept tokens)
    // of a user signed in at the identity provider. The console sends the tab through the
    // provider and back (a sign-in without a password), so the time runs from the first
    // navigation to the first row, across every page load on the way.
    const context = await browser.newContext({ viewport, storageState: session });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const documents = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(new URL(frame.url()).pathname);
    });
    const requests = [];
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      requests.push({ url: request.url(), start: timing.startTime, end: timing.responseEnd });
    });
    const cold = await loadToFirstRow(page, origin, documents, requests, () =>
      page.goto(`${origin}/devices`),
    );

    // Cold load with a session: a reload of the same tab (its session kept in sessionStorage)
    // with the HTTP cache emptied, so every file comes over the wire again, but no trip to
    // the provider.
    const cdp = await context.newCDPSession(page);
    const reloads = [];
    for (let load = 0; load < COLD_LOADS; load++) {
      await cdp.send('Network.clearBrowserCache');
      reloads.push(await loadToFirstRow(page, origin, documents, requests, () => page.reload()));
    }
    const reload = {
      ...reloads.find((each) => each.ms === median(reloads.map(({ ms }) => ms))),
      all: reloads.map(({ ms }) => ms),
      longest: median(reloads.map(({ longest }) => longest)),
      longestAll: reloads.map(({ longest }) => longest),
    };

    // Navigation: from the dashboard to the device list by its menu link.
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Devices', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const navigation = await timed(page, 'navigation', () =>
      page.getByRole('link', { name: 'Devices', exact: true }).first().click(),
    );
    const nextPage = await timed(page, 'next page', () =>
      page.getByRole('button', { name: 'Next page' }).first().click(),
    );
    // A name the demo devices have ("<place> Gateway 012"): the time runs to the first
    // matching row, not to an empty list.
    const search = await timed(page, 'search', () =>
      page.getByLabel('Search devices').fill('Gateway 01'),
    );
    const tasks = await page.evaluate(() => window.__bench.longTasks);
    await context.close();
    return {
      cold,
      reload,
      navigation: navigation.ms,
      nextPage: nextPage.ms,
      search: search.ms,
      interactionLongest: longestTask(tasks, navigation.from),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  // The data folder the api section seeds (packages/sandbox/bench/api.ts), kept in .bench/:
  // 100,000 devices are seeded once per clone, not once per section.
  const dataDir = join(root, '.bench', `sandbox-${DEVICES}`);
  mkdirSync(dataDir, { recursive: true });
  let sandbox;
  const figures = [];
  try {
    sandbox = await startSandbox(dataDir, { devices: DEVICES });
    const count = DEVICES.toLocaleString('en-US');
    figures.push(
      figure(
        `sandbox with ${count} devices ready`,
        sandbox.seedMs,
        'ms',
        undefined,
        'seeded by the first section to use it (.bench/), then reused',
      ),
    );
    const m = await measure(sandbox.origin);
    const loads = (load) =>
      `${load.documents.length} page load${load.documents.length === 1 ? '' : 's'} (${load.documents.join(' → ')}), ${load.requests} requests; ${load.lastDocument} ms of it in the last page`;
    figures.push(
      // SPEC's "a cold load of /devices with a session": a tab that has the session (kept in
      // sessionStorage) loading /devices with nothing cached. A new tab has no session: it
      // goes to the identity provider and back first, reported beside it without a budget.
      figure(
        'cold load of /devices with a session, to the first row',
        m.reload.ms,
        'ms',
        { max: 600 },
        `the median of ${m.reload.all.length} (${m.reload.all.join(', ')} ms): a reload of a signed-in tab (its session in sessionStorage), the HTTP cache emptied first: ${loads(m.reload)}`,
      ),
      figure(
        'longest task during the cold load',
        m.reload.longest,
        'ms',
        { max: LONG_TASK_BUDGET_MS },
        `the median of the ${m.reload.longestAll.length} loads' longest (${m.reload.longestAll.join(', ')} ms)`,
      ),
      figure(
        'new tab to /devices, signed in at the identity provider, to the first row',
        m.cold.ms,
        'ms',
        undefined,
        `a new tab (empty cache, no session in the tab) of a user signed in at the identity provider, from the first navigation: ${loads(m.cold)}; longest task ${m.cold.longest} ms`,
      ),
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
  }
  const report = { section: 'Console in Chromium', ...benchHeader(), figures };
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/console.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const f of figures)
    console.info(`${f.name}: ${f.value} ${f.unit}${f.ok ? '' : ' OVER BUDGET'}`);
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}

await main();
