import { rmSync } from 'node:fs';
import type { SandboxConfig } from '../config.js';
import { openStorage, type Storage } from '../db/storage.js';
import { loadIdentityKeys } from '../identity/keys.js';
import { seedSandbox } from '../seed/index.js';
import { createSqlStores } from '../store/index.js';

/**
 * Seeds the database and makes the identity provider's keys, one process at a time: processes
 * starting together on one PostgreSQL database then seed it once and share one set of keys
 * (a token signed by one verifies on all).
 */
export function readyDatabase(storage: Storage, config: SandboxConfig): Promise<void> {
  return storage.exclusive(async () => {
    const stores = createSqlStores(storage.db, { dataDir: config.dataDir });
    await seedSandbox(stores, config);
    await loadIdentityKeys(stores.identity);
  });
}

/**
 * Readies the database before `--workers` forks: resets it when asked (once, not in every
 * worker), migrates, seeds and makes the keys.
 */
export async function prepareDatabase(config: SandboxConfig): Promise<void> {
  if (config.reset) rmSync(config.dataDir, { recursive: true, force: true });
  const storage = await openStorage(config);
  try {
    await readyDatabase(storage, config);
  } finally {
    await storage.close();
  }
}
