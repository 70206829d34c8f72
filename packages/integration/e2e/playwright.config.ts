import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';

// The SDK's browser sign-in (createBrowserAuth over oidc-client-ts) in the OS Chromium against
// a real sandbox. The sandbox serves a tiny page built from e2e/page for this run (its
// `--console` folder); CHROME_PATH overrides /usr/bin/chromium, E2E_INTEGRATION_PORT 8185.
// Run with `pnpm --filter @fleet/integration test:e2e`.
const port = Number(process.env.E2E_INTEGRATION_PORT ?? 8185);
// Made once, in the runner: its workers load this file again and inherit the variable.
process.env.FLEET_E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'fleet-integration-e2e-'));
const runDir = process.env.FLEET_E2E_RUN_DIR;
const pageDir = path.join(runDir, 'page');
const integrationRoot = path.resolve(import.meta.dirname, '..');
export const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
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
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: path.resolve(
          integrationRoot,
          '../../.test-results/playwright-integration.json',
        ),
      },
    ],
  ],
  use: {
    baseURL: origin,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: [
      `node ${JSON.stringify(path.join(integrationRoot, 'e2e', 'build-page.mjs'))} ${JSON.stringify(pageDir)}`,
      `node --conditions=fleet-source --import tsx src/main.ts --devices 10 --simulate-rate 0 --data ${JSON.stringify(path.join(runDir, 'sandbox'))} --console ${JSON.stringify(pageDir)}`,
    ].join(' && '),
    cwd: path.resolve(integrationRoot, '../sandbox'),
    url: `${origin}/idp/.well-known/openid-configuration`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
