import type { SqlClient } from '../db/sql-client.js';
import { integer } from './rows.js';

/**
 * What the device list keeps in memory about a repository's names, valid while they do not
 * change: migration 200 counts every registration, deletion and rename of a repository's
 * devices (device_names_versions), so a kept value read under the same count is the one the
 * database would answer now. Each process and reader thread keeps its own.
 *
 * The count is read before the value is worked out: a value worked out while names change
 * is newer than its count, never older, and the next call (reading the new count) works it
 * out again.
 */

/** How many times the repository's device names changed (0: it never had a device). */
export async function nameVersion(db: SqlClient, repositoryId: string): Promise<number> {
  const row = await db.get('SELECT version FROM device_names_versions WHERE repository_id = ?', [
    repositoryId,
  ]);
  return row ? integer(row, 'version') : 0;
}

/** Values by key, each valid under one name version; the least recently used go first. */
export class NameVersionedValues<T> {
  readonly #values = new Map<string, { version: number; value: T }>();

  constructor(private readonly limit: number) {}

  get(key: string, version: number): T | undefined {
    const kept = this.#values.get(key);
    if (kept === undefined || kept.version !== version) return undefined;
    this.#values.delete(key);
    this.#values.set(key, kept);
    return kept.value;
  }

  set(key: string, version: number, value: T): void {
    this.#values.delete(key);
    this.#values.set(key, { version, value });
    for (const oldest of this.#values.keys()) {
      if (this.#values.size <= this.limit) break;
      this.#values.delete(oldest);
    }
  }
}
