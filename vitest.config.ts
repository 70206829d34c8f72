import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One vitest run over every package that has unit, contract or integration tests (the SDK's
// files that replace a module run in a project of their own, isolated).
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
  .concat('packages/sdk/vitest.module-mocks.config.ts')
  .filter((config) => existsSync(config));

export default defineConfig({
  test: { projects },
});
