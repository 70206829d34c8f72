import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';
import {
  exampleOrigin,
  examplePort,
  sandboxOrigin,
  sandboxPort,
  vueExampleOrigin,
  vueExamplePort,
} from './origins';

// The embedding examples and the packed packages against a real sandbox, in the OS Chromium
// (test tools cannot download their own browser here; CHROME_PATH overrides /usr/bin/chromium).
// Three servers: the sandbox (API, identity provider, live channel, device simulator), the
// embed-html example's server.mjs (the page, the standalone script, tokens by client
// credentials) and the embed-vue example's production build (vite preview, with an API client
// the node-script example's bootstrap makes).
// Run with `pnpm --filter @fleet/elements test:e2e` after `pnpm --filter @fleet/elements build`.
const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-elements-e2e-'));

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
  reporter: [['list'], ['json', { outputFile: '../../../.test-results/playwright-elements.json' }]],
  use: {
    baseURL: exampleOrigin,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: `node --conditions=fleet-source --import tsx src/main.ts --devices 50 --data ${dataDir}`,
      cwd: '../../sandbox',
      url: `${sandboxOrigin}/idp/.well-known/openid-configuration`,
      env: { PORT: String(sandboxPort), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node server.mjs',
      cwd: '../../../examples/embed-html',
      url: `${exampleOrigin}/embed-config`,
      env: { PORT: String(examplePort), HOST: '127.0.0.1', FLEET_BASE_URL: sandboxOrigin },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command:
        'eval "$(pnpm --dir ../node-script --silent bootstrap)" && pnpm exec vite build && pnpm exec vite preview',
      cwd: '../../../examples/embed-vue',
      url: vueExampleOrigin,
      env: { PORT: String(vueExamplePort), FLEET_URL: sandboxOrigin },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
