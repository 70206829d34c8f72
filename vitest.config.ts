import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One vitest run over every package that has unit, contract or integration tests.
const projects = [
  'packages/contract',
  'packages/sdk',
  'packages/sandbox',
  'packages/integration',
  'packages/elements',
  'packages/console',
  'packages/cli',
]
  .map((dir) => `${dir}/vitest.config.ts`)
  .filter((config) => existsSync(config));

export default defineConfig({
  test: { projects },
});
