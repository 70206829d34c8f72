import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/languages.ts'],
    // The files share one worker's modules instead of each importing the console and the SDK
    // again in a fresh process (five sixths of the CPU time of these tests). Safe because no
    // file here replaces a module, and what one changes (fake timers, a spy) it restores.
    isolate: false,
  },
});
