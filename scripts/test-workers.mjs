// How many test files vitest runs at once. Its default, one less than the cores, leaves a
// single worker on a 2-core machine; most test files wait on what they start (sandboxes,
// identity providers, sockets, child processes, PostgreSQL) far more than they compute, so at
// least three run side by side.
import { availableParallelism } from 'node:os';

export const testWorkers = Math.max(3, availableParallelism() - 1);
