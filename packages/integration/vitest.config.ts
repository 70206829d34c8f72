import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
