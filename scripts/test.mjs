#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: generated files, lint, types,
// build, then every test layer. Prints one closing line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, { counts } = {}) {
  const started = Date.now();
  console.info(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = counts?.();
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
  }
  if (run.status !== 0) {
    failures.push(name);
    if (counted === undefined || counted.failed === 0) totals.failed += 1;
  }
  console.info(
    `◀ ${name}: ${run.status === 0 ? 'ok' : `FAILED (exit ${run.status})`} in ${seconds}s`,
  );
}

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

step('generated files', 'pnpm', ['check:generated']);
step('custom elements manifest', 'pnpm', ['--filter', '@fleet/elements', 'check:manifest']);
step('embedding guide', 'node', ['packages/elements/tools/embedding-doc.mjs', '--check']);
step('lint', 'pnpm', ['lint']);
step('typecheck', 'pnpm', ['typecheck']);
step('build', 'pnpm', ['build']);
step('size budgets', 'node', ['scripts/sizes.mjs', '--check']);
const vitestJson = join(results, 'vitest.json');
step(
  'unit, contract and integration tests (vitest)',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  { counts: vitestCounts(vitestJson) },
);

step('components in Chromium (@web/test-runner)', 'pnpm', ['--filter', '@fleet/elements', 'test'], {
  counts: summaryCounts(join(results, 'wtr-elements.json')),
});
const sandboxE2e = join(results, 'playwright-sandbox.json');
step(
  'sign-in journeys in Chromium (Playwright)',
  'pnpm',
  ['--filter', '@fleet/sandbox', 'test:e2e'],
  { counts: playwrightCounts(sandboxE2e) },
);

const integrationE2e = join(results, 'playwright-integration.json');
step(
  'SDK browser sign-in in Chromium (Playwright)',
  'pnpm',
  ['--filter', '@fleet/integration', 'test:e2e'],
  { counts: playwrightCounts(integrationE2e) },
);

const elementsE2e = join(results, 'playwright-elements.json');
step(
  'embedding example in Chromium (Playwright)',
  'pnpm',
  ['--filter', '@fleet/elements', 'test:e2e'],
  { counts: playwrightCounts(elementsE2e) },
);

const consoleE2e = join(results, 'playwright-console.json');
step(
  'console journeys in Chromium (Playwright)',
  'pnpm',
  ['--filter', '@fleet/console', 'test:e2e'],
  { counts: playwrightCounts(consoleE2e) },
);

console.info(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
if (totals.skipped > 0) console.info(`(${totals.skipped} skipped)`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
