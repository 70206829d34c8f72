import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';

// Console journeys in the OS Chromium against a real sandbox serving the console's production
// build (made for this run) with its history fallback. CHROME_PATH overrides /usr/bin/chromium; E2E_CONSOLE_PORT overrides 8282.
const port = Number(process.env.E2E_CONSOLE_PORT ?? 8282);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-console-e2e-'));
// The build goes to a folder of this run, so two runs (or a dev server) never share a dist.
const buildDir = path.join(dataDir, 'console');
const consoleRoot = path.resolve(import.meta.dirname, '..');
const sandboxRoot = path.resolve(consoleRoot, '..', 'sandbox');
export const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  // One retry in CI for browser-infrastructure hiccups (a context that hangs on teardown);
  // a retried test is reported as flaky in the JSON report, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
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
  webServer: {
    command: `pnpm exec vite build --logLevel warn --outDir ${JSON.stringify(buildDir)} && cd ${JSON.stringify(sandboxRoot)} && node --conditions=fleet-source --import tsx src/main.ts --devices 20 --simulate-rate 0 --data ${JSON.stringify(path.join(dataDir, 'sandbox'))} --console ${JSON.stringify(buildDir)}`,
    cwd: consoleRoot,
    url: `${origin}/idp/.well-known/openid-configuration`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
