#!/usr/bin/env node
// Bench section "Console under live events": the console's production build in headless
// Chromium on /devices while the sandbox's bench mode (`--bench`, docs/sandbox.md) sends live
// check-ins. Writes .bench/live.json.
// - Storm: 5,000 events a second for 10 s (BENCH_STORM_RATE, BENCH_STORM_SECONDS): the events
//   the page received, the longest task meanwhile (budget 50 ms), and whether the rows shown
//   afterwards are the server's (a reload of the same page shows the same devices in order).
// - Heap: 150 s of live events at 200 a second (BENCH_HEAP_SECONDS, BENCH_HEAP_RATE), the JS
//   heap after a garbage collection every 15 s: no growth trend (last third against first).
//
//   node scripts/bench/live.mjs          (after `pnpm --filter "@fleet/console..." build`)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';
import { instrument, longestTask, signIn, startSandbox } from './console-browser.mjs';
import { benchHeader, figure } from './report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(join(root, 'packages/console/package.json'))('@playwright/test');

const DEVICES = Number(process.env.BENCH_LIVE_DEVICES ?? 10_000);
const STORM_RATE = Number(process.env.BENCH_STORM_RATE ?? 5_000);
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 10);
const HEAP_RATE = Number(process.env.BENCH_HEAP_RATE ?? 200);
const HEAP_SECONDS = Number(process.env.BENCH_HEAP_SECONDS ?? 150);
const HEAP_SAMPLE_MS = 15_000;
const LONG_TASK_BUDGET_MS = 50;
/** Heap growth allowed from the first third of the samples to the last (GC noise). */
const HEAP_GROWTH_BUDGET_PERCENT = 10;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function storm(origin, rate, seconds) {
  const response = await fetch(`${origin}/bench/storm?rate=${rate}&seconds=${seconds}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`the storm was refused: ${response.status}`);
  return response.json();
}

/** The device uuids of the rows shown, in order (each row links to its device). */
const shownDevices = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table[aria-label="Devices"] tbody tr[data-row-index]')].map(
      (row) => row.querySelector('a[href*="/devices/"]')?.getAttribute('href') ?? row.textContent,
    ),
  );

/** Counts the live channel's DeviceSeen frames the page receives. */
function countLiveEvents(page) {
  const counter = { deviceSeen: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"DeviceSeen"')) counter.deviceSeen += 1;
    }),
  );
  return counter;
}

async function openDevices(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const events = countLiveEvents(page);
  await signIn(page, origin);
  await page.waitForLoadState('networkidle');
  return { context, page, events };
}

async function measureStorm(browser, origin) {
  const { context, page, events } = await openDevices(browser, origin);
  try {
    const from = await page.evaluate(() => performance.now());
    const sent = await storm(origin, STORM_RATE, STORM_SECONDS);
    // Let the last events arrive and be applied.
    await sleep(3_000);
    const tasks = await page.evaluate(() => window.__bench.longTasks);
    const shown = await shownDevices(page);
    await page.reload();
    await page.waitForFunction(() => window.__bench.firstRow() !== null);
    await page.waitForLoadState('networkidle');
    const server = await shownDevices(page);
    return {
      sent,
      received: events.deviceSeen,
      longest: longestTask(tasks, from),
      rowsEqual: shown.length > 0 && JSON.stringify(shown) === JSON.stringify(server),
    };
  } finally {
    await context.close();
  }
}

async function measureHeap(browser, origin) {
  const { context, page } = await openDevices(browser, origin);
  try {
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const samples = [await heap()];
    const running = storm(origin, HEAP_RATE, HEAP_SECONDS);
    const end = Date.now() + HEAP_SECONDS * 1000;
    while (Date.now() + HEAP_SAMPLE_MS <= end) {
      await sleep(HEAP_SAMPLE_MS);
      samples.push(await heap());
    }
    await running;
    samples.push(await heap());
    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const first = mean(samples.slice(0, third));
    const last = mean(samples.slice(-third));
    return {
      samples,
      firstMb: first / 1e6,
      lastMb: last / 1e6,
      growthPercent: ((last - first) / first) * 100,
    };
  } finally {
    await context.close();
  }
}

const round1 = (value) => Math.round(value * 10) / 10;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-live-'));
  const only = process.argv.includes('--storm-only') ? 'storm' : undefined;
  let sandbox;
  const figures = [];
  try {
    sandbox = await startSandbox(dataDir, { devices: DEVICES, extraArgs: ['--bench'] });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const s = await measureStorm(browser, sandbox.origin);
      figures.push(
        figure(
          `live storm: events sent (${STORM_RATE.toLocaleString('en-US')} a second for ${STORM_SECONDS} s)`,
          s.sent.events,
          'events',
          { min: STORM_RATE * STORM_SECONDS },
          `in ${s.sent.ms} ms over ${DEVICES.toLocaleString('en-US')} devices`,
        ),
        figure(
          'live storm: DeviceSeen events the console received',
          s.received,
          'events',
          undefined,
          "the live channel's frames to the page; each of the repository's devices",
        ),
        figure('live storm: longest task', s.longest, 'ms', { max: LONG_TASK_BUDGET_MS }),
        figure(
          "live storm: rows equal to the server's afterwards",
          s.rowsEqual ? 1 : 0,
          'yes = 1',
          { min: 1 },
          'the rows shown, in order, against a reload of the same page',
        ),
      );
      if (only !== 'storm') {
        const h = await measureHeap(browser, sandbox.origin);
        figures.push(
          figure(
            `console JS heap growth over ${HEAP_SECONDS} s of live events`,
            round1(h.growthPercent),
            '%',
            { max: HEAP_GROWTH_BUDGET_PERCENT },
            `${HEAP_RATE} events a second; heap after GC, first third ${round1(h.firstMb)} MB, last third ${round1(h.lastMb)} MB (${h.samples.length} samples)`,
          ),
        );
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    figures.push({
      name: 'console under live events',
      value: null,
      unit: '',
      ok: false,
      note: `could not run: ${error instanceof Error ? error.message : String(error)}`,
    });
  } finally {
    sandbox?.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = { section: 'Console under live events', ...benchHeader(), figures };
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/live.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const f of figures)
    console.info(`${f.name}: ${f.value} ${f.unit}${f.ok ? '' : ' OVER BUDGET'} ${f.note ?? ''}`);
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}

await main();
