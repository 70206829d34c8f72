// Writes the counts of a @web/test-runner run to a JSON file the root test script reads:
// { passed, failed, skipped, files, failures: [{ file, test, message }] }.
// A file that fails to load (no test results) counts as one failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** @param {import('@web/test-runner').TestSuiteResult} suite */
function* testsOf(suite, path = []) {
  for (const test of suite.tests) yield { test, name: [...path, test.name].join(' › ') };
  for (const child of suite.suites) yield* testsOf(child, [...path, child.name]);
}

/** @param {{ outputFile: string }} options @returns {import('@web/test-runner').Reporter} */
export function testSummaryReporter({ outputFile }) {
  return {
    onTestRunFinished({ sessions }) {
      const summary = { passed: 0, failed: 0, skipped: 0, files: 0, failures: [] };
      for (const session of sessions) {
        summary.files += 1;
        const file = relative(process.cwd(), session.testFile);
        const tests = session.testResults ? [...testsOf(session.testResults)] : [];
        for (const { test, name } of tests) {
          if (test.skipped) summary.skipped += 1;
          else if (test.passed) summary.passed += 1;
          else {
            summary.failed += 1;
            // An uncaught error fails the running test without an error of its own.
            const message =
              test.error?.message || session.errors.map((error) => error.message).join('\n');
            summary.failures.push({ file, test: name, message });
          }
        }
        const sessionFailedOutsideTests =
          !session.passed && !tests.some(({ test }) => !test.passed && !test.skipped);
        if (sessionFailedOutsideTests) {
          summary.failed += 1;
          const message = session.errors.map((error) => error.message).join('\n');
          summary.failures.push({ file, test: '(file)', message: message || 'failed to run' });
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, `${JSON.stringify(summary, null, 2)}\n`);
    },
  };
}
