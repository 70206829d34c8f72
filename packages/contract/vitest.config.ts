import { defineConfig } from 'vitest/config';

// The files share one worker's modules, as in the other packages: none replaces a module or
// stubs a global.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
