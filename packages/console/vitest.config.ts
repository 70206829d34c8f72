import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: { include: ['src/**/*.test.ts'], setupFiles: ['test/languages.ts'] },
});
