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

/**
 * Values by key, each valid under one name version; the least recently used go first. A value
 * is worked out once however many ask for it at once: under 50 concurrent lists, each miss
 * used to work it out on its own (on PostgreSQL, 50 counts of a name search or 50 walks of the
 * name order at once, seconds for the first requests after a start or a rename).
 */
export class NameVersionedValues<T> {
  readonly #values = new Map<string, Kept<T>>();

  constructor(private readonly limit: number) {}

  /** Whether a value of `key` under `version` is kept or being worked out. */
  has(key: string, version: number): boolean {
    return this.#values.get(key)?.version === version;
  }

  /**
   * The last value of `key` worked out, under whichever version: a hint that may be stale (a
   * rename since), for choices that are right whatever the value is, only faster with a fresh
   * one. Undefined until a value of `key` was worked out.
   */
  lastKnown(key: string): T | undefined {
    return this.#values.get(key)?.known?.value;
  }

  /**
   * The value of `key` under `version`: the kept one, the one being worked out, or `work()`'s,
   * kept from now on. A failed `work()` is not kept: the next call works it out again.
   */
  valueOf(key: string, version: number, work: () => Promise<T>): Promise<T> {
    const kept = this.#values.get(key);
    this.#values.delete(key);
    if (kept !== undefined && kept.version === version) {
      this.#values.set(key, kept);
      return kept.value;
    }
    const value = work();
    const entry: Kept<T> = { version, value, known: kept?.known };
    this.#values.set(key, entry);
    value.then(
      (worked) => {
        entry.known = { value: worked };
      },
      () => {
        if (this.#values.get(key) === entry) this.#values.delete(key);
      },
    );
    for (const oldest of this.#values.keys()) {
      if (this.#values.size <= this.limit) break;
      this.#values.delete(oldest);
    }
    return value;
  }
}

interface Kept<T> {
  version: number;
  value: Promise<T>;
  /** The last value worked out, under this version or an earlier one. */
  known: { value: T } | undefined;
}
