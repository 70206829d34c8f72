import { defineConfig } from 'vitest/config';
import { MODULE_MOCKING_TESTS, SDK_TEST_OPTIONS } from './vitest.module-mocks.config.js';

// The files share one worker's modules instead of each importing the SDK again in a fresh
// process: that import was most of the CPU time of the SDK's tests. Safe because these files
// stub globals only for a test (vi.unstubAllGlobals after each) and replace no module; the
// ones that replace a module (vi.mock) run isolated, in vitest.module-mocks.config.ts.
export default defineConfig({
  test: {
    ...SDK_TEST_OPTIONS,
    name: '@fleet/sdk',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: MODULE_MOCKING_TESTS,
  },
});
