// Component tests (DESIGN "Testing layers"): src/**/*.test.tsx in the OS Chromium, served
// through Vite so TSX, vanilla-extract and the shadow-root style registry work as in the build.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { contractCommand } from './tools/contract-command.mjs';
import { testSummaryReporter } from './tools/test-summary-reporter.mjs';
import { viteForTestRunner } from './tools/vite-for-test-runner.mjs';
import { fleetViteConfig } from './tools/vite-config.mjs';
import { preactAliases } from './tools/preact-runtime.mjs';

const require = createRequire(import.meta.url);
// The browser half of @web/test-runner-commands (sendKeys, sendMouse, emulateMedia) comes with
// @web/test-runner; resolved through it because it is not a direct dependency.
const commandsModule = createRequire(require.resolve('@web/test-runner')).resolve(
  '@web/test-runner-commands',
);

// FLEET_TEST_RUNTIME=preact: the same tests on the standalone scripts' runtime (preact/compat
// for React, tools/preact-runtime.mjs).
const onPreact = process.env.FLEET_TEST_RUNTIME === 'preact';

const base = fleetViteConfig();
const vite = viteForTestRunner({
  ...base,
  plugins: [
    ...base.plugins,
    {
      // The commands module talks to the test runner's own socket module: not Vite's to serve.
      name: 'fleet-test-runner-socket',
      resolveId: (id) =>
        id === '/__web-dev-server__web-socket.js' ? { id, external: true } : undefined,
    },
  ],
  resolve: {
    ...base.resolve,
    alias: [
      { find: '@web/test-runner-commands', replacement: commandsModule },
      ...(onPreact ? preactAliases : []),
    ],
  },
  // Pre-bundle every dependency the tests import before the first page loads (a late
  // discovery would make Vite reload the page under the test runner). The commands module
  // stays unbundled so its import of the runner's socket module is left as written.
  optimizeDeps: {
    entries: ['src/**/*.test.tsx'],
    exclude: ['@web/test-runner-commands'],
    // Re-scan every start: a cache from before a new import would otherwise be trusted, and
    // the late discovery reloads pages mid-run.
    force: true,
  },
  cacheDir: onPreact ? 'node_modules/.vite-test-runner-preact' : 'node_modules/.vite-test-runner',
});

const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium's sandbox cannot start as root (containers, CI).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

const resultsFile = fileURLToPath(
  new URL('../../.test-results/wtr-elements.json', import.meta.url),
);

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['src/**/*.test.tsx'],
  nodeResolve: false,
  concurrency: 4,
  testsFinishTimeout: 120_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
    }),
  ],
  middleware: [vite.middleware],
  plugins: [vite.plugin, contractCommand()],
  // Far above what a test takes: a condition waited for (waitFor, 20 s by default) fails first,
  // naming what it waited for.
  testFramework: { config: { timeout: 60_000 } },
  reporters: [defaultReporter(), testSummaryReporter({ outputFile: resultsFile })],
};
