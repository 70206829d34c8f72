#!/usr/bin/env node
// Bench section "Console under live events": the console's production build in headless
// Chromium on /devices while the sandbox's bench mode (`--bench`, docs/sandbox.md) sends live
// check-ins. Writes .bench/live.json.
// - Storm: 5,000 events a second for 10 s (BENCH_STORM_RATE, BENCH_STORM_SECONDS): the events
//   the page received, how late (the last one after the storm's end, budget 1 s, and every
//   event's age; at a bare client beside the page, budget 1 s), the page's main-thread time
//   per 1,000 events, the longest task meanwhile (budget 50 ms),
//   and whether each row shown afterwards shows the server's last seen of its device (the
//   list keeps its rows in place under DeviceSeen; a reload sorts them again).
// - Heap: 5 minutes of live events at 200 a second (BENCH_HEAP_SECONDS, BENCH_HEAP_RATE), the
//   JS heap after a garbage collection every 15 s: no growth trend (last third against first).
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
const { WebSocket } = createRequire(join(root, 'packages/sandbox/package.json'))('ws');

const DEVICES = Number(process.env.BENCH_LIVE_DEVICES ?? 10_000);
const STORM_RATE = Number(process.env.BENCH_STORM_RATE ?? 5_000);
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 10);
const HEAP_RATE = Number(process.env.BENCH_HEAP_RATE ?? 200);
const HEAP_SECONDS = Number(process.env.BENCH_HEAP_SECONDS ?? 300);
const HEAP_SAMPLE_MS = 15_000;
/** After the storm: how long the page may stay quiet, and at most take, to get the rest. */
const SETTLE_QUIET_MS = 5_000;
const SETTLE_TIMEOUT_MS = 60_000;
const LONG_TASK_BUDGET_MS = 50;
/** The storm's last event at the page, and at a bare client, after the storm's end. */
const DELIVERY_LAG_BUDGET_MS = 1_000;
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

/** The rows shown, in order: each row's device uuid and last seen (their columns). */
const shownRows = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table[aria-label="Devices"] tbody tr[data-row-index]')].map(
      (row) => ({
        uuid: row.querySelector('td[data-column="uuid"]')?.textContent?.trim() ?? null,
        lastSeen:
          row.querySelector('td[data-column="lastSeen"] time')?.getAttribute('datetime') ?? null,
      }),
    ),
  );

/** The console's access token, read from its API requests (it keeps it in memory only). */
function watchToken(page) {
  const seen = { token: undefined };
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) seen.token = header.slice('Bearer '.length);
  });
  return seen;
}

/** The rows whose last seen differs from the server's for the same device. */
async function rowsBehindServer(origin, token, rows) {
  const behind = [];
  for (const row of rows) {
    const response = await fetch(`${origin}/api/v2beta/devices/${row.uuid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const server = response.ok
      ? ((await response.json()).lastSeen ?? null)
      : `HTTP ${response.status}`;
    if (server !== row.lastSeen) behind.push({ ...row, server });
  }
  return behind;
}

/**
 * Counts, in the page, the live channel's DeviceSeen messages it receives (several in a batch
 * frame), when the last one arrived (epoch ms) and each one's age on arrival: its arrival
 * after its lastSeen, the time of the check-in (the sandbox and the page share the machine's
 * clock). The console's channel asks for batch frames; each DeviceSeen has one lastSeen.
 */
function countDeviceSeen() {
  window.__liveCount = { deviceSeen: 0, lastAt: 0, ages: [] };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => {
        if (typeof data !== 'string' || !data.includes('"DeviceSeen"')) return;
        const count = window.__liveCount;
        count.lastAt = Date.now();
        for (const [, lastSeen] of data.matchAll(/"lastSeen":"([^"]+)"/g)) {
          count.deviceSeen += 1;
          count.ages.push(count.lastAt - Date.parse(lastSeen));
        }
      });
    }
  };
}

/** The `share` quantile (0 to 1) of numbers, by rank. */
function quantile(values, share) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * A signed-in page on /devices. `counting` adds the page's count of the DeviceSeen messages it
 * receives (countDeviceSeen): the storm reads it; the heap's measure leaves it out, as it keeps
 * an age a message and would grow the heap it measures.
 */
async function openDevices(browser, origin, { counting }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(instrument);
  if (counting) await context.addInitScript(countDeviceSeen);
  const page = await context.newPage();
  const session = watchToken(page);
  await signIn(page, origin);
  await page.waitForLoadState('networkidle');
  return { context, page, session };
}

/**
 * A live client in this process beside the page, on the same repository: what it hears is what
 * the sandbox delivered, without the page's work. It does not ask for batch frames (one frame
 * a message, as any client that did not ask). Resolves once authenticated.
 */
async function openReader(origin, token) {
  const heard = { deviceSeen: 0, lastAt: 0, ages: [] };
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v2beta/live`);
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'authenticate', token })));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"authSuccess"')) return resolve();
      if (!text.includes('"DeviceSeen"')) return;
      heard.deviceSeen += 1;
      heard.lastAt = Date.now();
      heard.ages.push(heard.lastAt - Date.parse(JSON.parse(text).lastSeen));
    });
  });
  return { heard, close: () => socket.close() };
}

async function measureStorm(browser, origin) {
  const { context, page, session } = await openDevices(browser, origin, { counting: true });
  if (!session.token) throw new Error('the console sent no API request with a token');
  const reader = await openReader(origin, session.token);
  // The page's main-thread time (Chromium's TaskDuration, seconds of work, not of waiting):
  // steadier than the lag on a loaded machine.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const mainThreadSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? Number.NaN;
  try {
    const busyBefore = await mainThreadSeconds();
    const from = await page.evaluate(() => performance.now());
    const both = await storm(origin, STORM_RATE, STORM_SECONDS);
    // The storm counts a frame per socket of the repository: the page's and the reader's.
    const sent = { ...both, frames: both.frames / 2 };
    // Let the last events arrive and be applied: until the page has received every frame sent
    // to it, or nothing more arrives for a while (then some were lost).
    const received = () => page.evaluate(() => window.__liveCount.deviceSeen);
    const stormEnded = Date.now();
    let settledAt = stormEnded;
    for (let last = -1, count = await received(); ; count = await received()) {
      if (count !== last) settledAt = Date.now();
      if (count >= sent.frames || Date.now() - settledAt > SETTLE_QUIET_MS) break;
      if (Date.now() - stormEnded > SETTLE_TIMEOUT_MS) break;
      last = count;
      await sleep(250);
    }
    await sleep(500); // the last message's render
    const busyMs = ((await mainThreadSeconds()) - busyBefore) * 1000;
    const tasks = await page.evaluate(() => window.__bench.longTasks);
    const arrivals = await page.evaluate(() => ({
      lastAt: window.__liveCount.lastAt,
      ages: window.__liveCount.ages,
    }));
    // The list keeps its rows in place under DeviceSeen (rows do not jump under the pointer;
    // the server's order moves the devices seen to the top): what must match the server is
    // what each row shows, here its last seen, the one field DeviceSeen changes.
    const shown = await shownRows(page);
    const behind = await rowsBehindServer(origin, session.token, shown);
    return {
      sent,
      received: await received(),
      // The storm's end: when the sandbox sent its last event.
      lagMs: arrivals.lastAt - Date.parse(sent.endedAt),
      ageP50: quantile(arrivals.ages, 0.5),
      ageP99: quantile(arrivals.ages, 0.99),
      reader: {
        received: reader.heard.deviceSeen,
        lagMs: reader.heard.lastAt - Date.parse(sent.endedAt),
        ageP99: quantile(reader.heard.ages, 0.99),
      },
      longest: longestTask(tasks, from),
      busyMs,
      rows: shown.length,
      behind,
    };
  } finally {
    reader.close();
    await context.close();
  }
}

async function measureHeap(browser, origin) {
  const { context, page } = await openDevices(browser, origin, { counting: false });
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
          `over ${DEVICES.toLocaleString('en-US')} devices`,
        ),
        // The storm sends every event asked, later when the sandbox falls behind: the rate it
        // reached is the events over the time to the last one.
        figure(
          'live storm: rate the sandbox reached',
          Math.round((s.sent.events * 1000) / Math.max(1, s.sent.ms)),
          'events/s',
          { min: STORM_RATE },
          `the last event sent ${s.sent.ms} ms after the start (a slot's write starts early enough for one as long as the longest so far to end by the slot's end)`,
        ),
        figure(
          'live storm: DeviceSeen events the console received',
          s.received,
          'events',
          { min: s.sent.frames },
          `of the ${s.sent.frames} the sandbox sent to the page's socket (the events of its repository's devices)`,
        ),
        // How late the page heard of the storm: its last event after the sandbox sent it, and
        // every event's age on arrival (from its check-in, so a slot's write is included).
        figure(
          "live storm: the last event's arrival after the storm's end",
          s.received >= s.sent.frames ? s.lagMs : Number.NaN,
          'ms',
          { max: DELIVERY_LAG_BUDGET_MS },
          `the page received the storm's last event ${s.lagMs} ms after the sandbox sent it, in batch frames (its live channel asks for them)`,
        ),
        // The sandbox's part of it: the same events at a client that does nothing else.
        figure(
          "live storm: the last event's arrival at a bare client after the storm's end",
          s.reader.received >= s.sent.frames ? s.reader.lagMs : Number.NaN,
          'ms',
          { max: DELIVERY_LAG_BUDGET_MS },
          `a websocket client in the bench's process beside the page, same repository: ${s.reader.received} of ${s.sent.frames} events, age p99 ${s.reader.ageP99} ms`,
        ),
        figure(
          "live storm: events' age on arrival, p99",
          s.ageP99,
          'ms',
          undefined,
          `from each event's check-in (its lastSeen) to its arrival in the page; p50 ${s.ageP50} ms`,
        ),
        figure(
          "live storm: the page's main-thread time per 1,000 events",
          Math.round((s.busyMs * 1000) / Math.max(1, s.received)),
          'ms',
          undefined,
          `${Math.round(s.busyMs)} ms of tasks from the storm's start until the events stopped arriving (Chromium's TaskDuration), for ${s.received} events`,
        ),
        figure('live storm: longest task', s.longest, 'ms', { max: LONG_TASK_BUDGET_MS }),
        figure(
          "live storm: rows showing a last seen other than the server's afterwards",
          s.rows > 0 ? s.behind.length : Number.NaN,
          'rows',
          { max: 0 },
          `of the ${s.rows} rows shown once the events stopped arriving, each against the server's device` +
            (s.behind.length ? `; e.g. ${JSON.stringify(s.behind[0])}` : ''),
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
