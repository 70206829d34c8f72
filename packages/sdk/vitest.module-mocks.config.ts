import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The SDK's test files that replace a module (vi.mock, vi.doMock): each needs a module graph of
 * its own, so they run isolated here while the others share one (vitest.config.ts). Found by
 * reading the files, so a new one cannot end up among the shared ones.
 */
export const MODULE_MOCKING_TESTS = ['src', 'test'].flatMap((folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    ),
);

export const SDK_TEST_OPTIONS = {
  setupFiles: ['test/setup/languages.ts'],
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    ...SDK_TEST_OPTIONS,
    name: '@fleet/sdk (module mocks)',
    include: MODULE_MOCKING_TESTS,
  },
});
