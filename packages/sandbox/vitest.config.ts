import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests of several processes on one PostgreSQL database (*.postgres.test.ts) run in the
// suite's PostgreSQL run (`pnpm test:postgres` sets FLEET_TEST_DATABASE_URL), not on the
// embedded database.
const onPostgres = Boolean(process.env.FLEET_TEST_DATABASE_URL);

export default defineConfig({
  resolve: { conditions: ['fleet-source'] },
  ssr: { resolve: { conditions: ['fleet-source'] } },
  test: {
    // The files share one worker's modules instead of each importing the sandbox (its
    // identity provider, database drivers and migrations) again in a fresh process: that
    // import was a third of the CPU time of a test file. Safe because no file here mocks or
    // stubs a module or global; each file starts and closes its own sandboxes.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'test/**/*.postgres.test.ts'],
    // Files start sandboxes, identity providers or databases on cores busy with the other test
    // layers: a time-out catches a hang, far above any test's time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // On PostgreSQL a file spends much of its time waiting on the database server's answers:
    // at least two files at a time, where vitest's default (cores - 1) runs one on 2 cores.
    ...(onPostgres && { maxWorkers: Math.max(2, availableParallelism() - 1) }),
  },
});
