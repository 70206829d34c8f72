import { afterAll, beforeAll } from 'vitest';
import type { SqlClient } from '../../src/db/sql-client.js';
import type { Sandbox } from '../../src/sandbox.js';
import type { Stores } from '../../src/store/index.js';
import { removeDir, startTestSandbox } from './sandbox.js';

/** A sandbox of the suite seeded with demo devices, and the repository holding most of them. */
export interface SeededFleet {
  sandbox: Sandbox;
  db: SqlClient;
  stores: Stores;
  repositoryId: string;
}

/**
 * Starts the sandbox before the file's (or describe block's) tests and closes it after them;
 * the fields are set once the tests run.
 */
export function useSeededFleet(devices: number): SeededFleet {
  const fleet = {} as SeededFleet;
  beforeAll(async () => {
    fleet.sandbox = await startTestSandbox({ devices });
    ({ db: fleet.db, stores: fleet.stores } = fleet.sandbox.context);
    const row = await fleet.db.get(
      'SELECT repository_id FROM devices GROUP BY repository_id ORDER BY count(*) DESC LIMIT 1',
    );
    fleet.repositoryId = String(row?.repository_id);
  });
  afterAll(async () => {
    await fleet.sandbox.close();
    removeDir(fleet.sandbox.config.dataDir);
  });
  return fleet;
}
