import { rmSync } from 'node:fs';
import type { SandboxConfig } from '../config.js';
import { openStorage } from '../db/storage.js';
import { loadIdentityKeys } from '../identity/keys.js';
import { seedSandbox } from '../seed/index.js';
import { createSqlStores } from '../store/index.js';

/**
 * Readies the database for processes that start together on it (`--workers`): resets it when
 * asked, migrates and seeds it, and makes the identity provider's keys, so that every process
 * then finds them there instead of each making its own.
 */
export async function prepareDatabase(config: SandboxConfig): Promise<void> {
  if (config.reset) rmSync(config.dataDir, { recursive: true, force: true });
  const storage = await openStorage(config);
  try {
    const stores = createSqlStores(storage.db, { dataDir: config.dataDir });
    await seedSandbox(stores, config);
    await loadIdentityKeys(stores.identity);
  } finally {
    await storage.close();
  }
}
