import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: {
    // The files share one worker's modules instead of each importing the sandbox (its
    // identity provider, database drivers and migrations) again in a fresh process: that
    // import was a third of the CPU time of a test file. Safe because no file here mocks or
    // stubs a module or global; each file starts and closes its own sandboxes.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A packed CLI installs with npm on cores busy with the other test layers: a time-out
    // catches a hang, far above any test's time.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
