import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';

// Console journeys in the OS Chromium against a real sandbox serving the console's production
// build (made for this run) with its history fallback. CHROME_PATH overrides /usr/bin/chromium; E2E_CONSOLE_PORT overrides 8282.
// E2E_CONSOLE_BUILD names a production build to serve instead of making one, from the
// repository's root (the root test script passes the one its build step has just made).
// The live journeys (live.spec.ts) run against a second sandbox whose device simulator runs in
// real time, so what it changes must reach the screens by the live channel; E2E_CONSOLE_LIVE_PORT
// overrides 8284. The widths suite (widths.spec.ts: every route at six widths) has a sandbox of
// its own too, E2E_CONSOLE_WIDTHS_PORT overriding 8286. The projects run side by side, each one
// journey at a time: journeys of one project share its sandbox and the signed-in users' options.
const port = Number(process.env.E2E_CONSOLE_PORT ?? 8282);
const livePort = Number(process.env.E2E_CONSOLE_LIVE_PORT ?? 8284);
const widthsPort = Number(process.env.E2E_CONSOLE_WIDTHS_PORT ?? 8286);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-console-e2e-'));
const consoleRoot = path.resolve(import.meta.dirname, '..');
// The build goes to a folder of this run, so two runs (or a dev server) never share a dist.
const prebuilt = process.env.E2E_CONSOLE_BUILD;
const buildDir = prebuilt
  ? path.resolve(consoleRoot, '../..', prebuilt)
  : path.join(dataDir, 'console');
const buildCommand = prebuilt
  ? ''
  : `pnpm exec vite build --logLevel warn --outDir ${JSON.stringify(buildDir)} && `;
const sandboxRoot = path.resolve(consoleRoot, '..', 'sandbox');
export const origin = `http://127.0.0.1:${port}`;
const liveOrigin = `http://127.0.0.1:${livePort}`;
const widthsOrigin = `http://127.0.0.1:${widthsPort}`;
// The live sandbox holds more devices (E2E_CONSOLE_LIVE_DEVICES, 120): the rollouts journey
// composes a fleet of 9 idle devices whose canary outcome is known from them, while the live
// journeys update others. Of 60 devices only 4 online ones fail the canary, too few when the
// live journeys have taken some; of 120, 11 do.
const liveDevices = Number(process.env.E2E_CONSOLE_LIVE_DEVICES ?? 120);
const sandboxCommand = (data: string, rate: number, devices = 20) =>
  `cd ${JSON.stringify(sandboxRoot)} && node --conditions=fleet-source --import tsx src/main.ts --devices ${devices} --simulate-rate ${rate} --data ${JSON.stringify(path.join(dataDir, data))} --console ${JSON.stringify(buildDir)}`;

/** A sandbox the journeys need, ready once its identity provider answers on `sandboxPort`. */
const sandboxServer = (sandboxPort: number, command: string) => ({
  command,
  cwd: consoleRoot,
  url: `http://127.0.0.1:${sandboxPort}/idp/.well-known/openid-configuration`,
  env: { PORT: String(sandboxPort), HOST: '127.0.0.1' },
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 3,
  // One retry in CI for browser-infrastructure hiccups (a context that hangs on teardown);
  // a retried test is reported as flaky in the JSON report, never hidden.
  retries: process.env.CI ? 1 : 0,
  // The projects run beside the other test layers on busy cores: a journey's time-out catches
  // a hang, far above the 10 to 60 s a journey takes there.
  timeout: 120_000,
  // The root test script runs the browser suites beside other test layers: an assertion waits
  // for its condition longer than Playwright's default 5 s before it fails.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: path.resolve(consoleRoot, '../../.test-results/playwright-console.json') },
    ],
  ],
  use: {
    baseURL: origin,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'journeys', testIgnore: ['live.spec.ts', 'widths.spec.ts'], workers: 1 },
    { name: 'live', testMatch: 'live.spec.ts', workers: 1, use: { baseURL: liveOrigin } },
    { name: 'widths', testMatch: 'widths.spec.ts', workers: 1, use: { baseURL: widthsOrigin } },
  ],
  // Started in this order, one after the other: the others serve the build the first made.
  webServer: [
    sandboxServer(port, `${buildCommand}${sandboxCommand('sandbox', 0)}`),
    sandboxServer(livePort, sandboxCommand('live-sandbox', 1, liveDevices)),
    sandboxServer(widthsPort, sandboxCommand('widths-sandbox', 0)),
  ],
});
