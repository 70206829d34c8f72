import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
