import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/playwright-chromium.mjs';

// Browser journeys against a real sandbox, in the OS Chromium (test tools cannot download
// their own browser here). CHROME_PATH overrides the default /usr/bin/chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-e2e-'));
export const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry in CI for browser-infrastructure hiccups (a context that hangs on teardown);
  // a retried test is reported as flaky in the JSON report, never hidden.
  retries: process.env.CI ? 1 : 0,
  // Beside the other test layers on busy cores: a time-out catches a hang, far above a test's time.
  timeout: 120_000,
  // The root test script runs the browser suites beside other test layers: an assertion waits
  // for its condition longer than Playwright's default 5 s before it fails.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../.test-results/playwright-sandbox.json' }]],
  use: {
    baseURL: origin,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node --conditions=fleet-source --import tsx src/main.ts --devices 50 --data ${dataDir}`,
    url: `${origin}/idp/.well-known/openid-configuration`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
