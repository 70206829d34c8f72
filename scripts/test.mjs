#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: generated files, lint, types,
// build, then every test layer. Prints one closing line `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRun } from './test-steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const run = createRun({ root, results });

function vitestCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

function summaryCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const { passed, failed, skipped } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed, failed, skipped };
  };
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    if (stats.flaky > 0) console.info(`(${stats.flaky} passed only on retry: flaky)`);
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    };
  };
}

await run.step({ name: 'generated files', cmd: 'pnpm', args: ['check:generated'] });
await run.step({
  name: 'custom elements manifest',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/elements', 'check:manifest'],
});
await run.step({
  name: 'embedding guide',
  cmd: 'node',
  args: ['packages/elements/tools/embedding-doc.mjs', '--check'],
});
await run.step({ name: 'lint', cmd: 'pnpm', args: ['lint'] });
await run.step({ name: 'typecheck', cmd: 'pnpm', args: ['typecheck'] });
await run.step({ name: 'build', cmd: 'pnpm', args: ['build'] });
const vitestJson = join(results, 'vitest.json');
await run.step({
  name: 'unit, contract and integration tests (vitest)',
  cmd: 'pnpm',
  args: [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  counts: vitestCounts(vitestJson),
});
await run.step({
  name: 'components in Chromium (@web/test-runner)',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/elements', 'test'],
  counts: summaryCounts(join(results, 'wtr-elements.json')),
});
await run.step({
  name: 'sign-in journeys in Chromium (Playwright)',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/sandbox', 'test:e2e'],
  counts: playwrightCounts(join(results, 'playwright-sandbox.json')),
});
await run.step({
  name: 'SDK browser sign-in in Chromium (Playwright)',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/integration', 'test:e2e'],
  counts: playwrightCounts(join(results, 'playwright-integration.json')),
});
await run.step({
  name: 'embedding example in Chromium (Playwright)',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/elements', 'test:e2e'],
  counts: playwrightCounts(join(results, 'playwright-elements.json')),
});
await run.step({
  name: 'console journeys in Chromium (Playwright)',
  cmd: 'pnpm',
  args: ['--filter', '@fleet/console', 'test:e2e'],
  counts: playwrightCounts(join(results, 'playwright-console.json')),
});

process.exit(run.finish());
