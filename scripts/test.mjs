#!/usr/bin/env node
// The whole test suite, in the order that fails fastest: the checks (generated files, lint,
// types), the build, then every test layer. Prints a table of where the time went, the tests
// that failed (each with its file and the first line of its error) and one closing line
// `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { createRun } from './test-steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const run = createRun({ root, results });

/** The first line of a failure's message, without terminal colours. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 200) ?? '';

function vitestCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = report.testResults.flatMap((testFile) => {
      const path = relative(root, testFile.name);
      const failed = testFile.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      return failed.length || testFile.status !== 'failed'
        ? failed
        : [`${path}: ${firstLine(testFile.message)}`];
    });
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures,
    };
  };
}

function summaryCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: summary.passed,
      failed: summary.failed,
      skipped: summary.skipped,
      failures: summary.failures.map(
        (failure) => `${failure.file} › ${failure.test}: ${firstLine(failure.message)}`,
      ),
    };
  };
}

/** Every test of a Playwright JSON report's suite tree, with its file and title path. */
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { file: spec.file, titles: [...titles, spec.title], test };
  }
  for (const child of suite.suites ?? []) {
    yield* playwrightTests(child, child.file === child.title ? titles : [...titles, child.title]);
  }
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { stats } = report;
    if (stats.flaky > 0) console.info(`(${stats.flaky} passed only on retry: flaky)`);
    const failures = [];
    for (const suite of report.suites ?? []) {
      for (const { file: specFile, titles, test } of playwrightTests(suite)) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`${specFile} › ${titles.join(' › ')}: ${firstLine(error)}`);
      }
    }
    // A run that failed before any test (a server that did not start) names no test.
    for (const error of report.errors ?? []) failures.push(`(run) ${firstLine(error.message)}`);
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      failures,
    };
  };
}

// The checks read the sources only, and the build writes dist folders no check reads: side by
// side (a tsc waiting on a package leaves a core idle otherwise). The build waits for the
// manifest and guide checks, which compare files it writes again.
await run.together([
  { name: 'typecheck', cmd: 'pnpm', args: ['typecheck'] },
  { name: 'lint', cmd: 'pnpm', args: ['lint'] },
  [
    { name: 'generated files', cmd: 'pnpm', args: ['check:generated'] },
    {
      name: 'custom elements manifest',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/elements', 'check:manifest'],
    },
    {
      name: 'embedding guide',
      cmd: 'node',
      args: ['packages/elements/tools/embedding-doc.mjs', '--check'],
    },
    { name: 'build', cmd: 'pnpm', args: ['build'] },
    // What users download may not grow: each artifact against the size CI allows (seconds).
    { name: 'size budgets', cmd: 'node', args: ['scripts/sizes.mjs', '--check'] },
  ],
]);

// What the build step made is what the browser suites serve and pack: the console's
// production build and the packages' dist folders are not made again.
const built = {
  E2E_CONSOLE_BUILD: join(root, 'packages', 'console', 'dist'),
  E2E_PACKAGES_BUILT: '1',
};
// Two lanes side by side, each one step after the other: the console journeys (one journey at
// a time per project against the browser and the sandboxes) then the sandbox suite on
// PostgreSQL, beside every other test layer. More lanes are slower here: the run is bound by
// CPU on 2 cores, and a third lane only adds the cost of switching between them. Each browser
// suite starts its own servers on ports of its own.
const vitestJson = join(results, 'vitest.json');
const postgresJson = join(results, 'vitest-postgres.json');
await run.together([
  [
    {
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
      env: built,
    },
    {
      name: 'components in Chromium (@web/test-runner)',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/elements', 'test'],
      counts: summaryCounts(join(results, 'wtr-elements.json')),
    },
    {
      name: 'sign-in journeys in Chromium (Playwright)',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/sandbox', 'test:e2e'],
      counts: playwrightCounts(join(results, 'playwright-sandbox.json')),
    },
    {
      name: 'SDK browser sign-in in Chromium (Playwright)',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/integration', 'test:e2e'],
      counts: playwrightCounts(join(results, 'playwright-integration.json')),
    },
    {
      name: 'embedding example in Chromium (Playwright)',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/elements', 'test:e2e'],
      counts: playwrightCounts(join(results, 'playwright-elements.json')),
      env: built,
    },
  ],
  [
    {
      name: 'console journeys in Chromium (Playwright)',
      cmd: 'pnpm',
      args: ['--filter', '@fleet/console', 'test:e2e'],
      counts: playwrightCounts(join(results, 'playwright-console.json')),
      env: built,
    },
    {
      // The sandbox suite again, on PostgreSQL in a throwaway cluster of its own
      // (scripts/postgres-cluster.mjs): each test sandbox gets a database of its own.
      name: 'sandbox suite on PostgreSQL (vitest)',
      cmd: 'pnpm',
      args: [
        '--filter',
        '@fleet/sandbox',
        'test:postgres',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${postgresJson}`,
      ],
      counts: vitestCounts(postgresJson),
    },
  ],
]);

process.exit(run.finish());
