import type { SqlClient, SqlRow } from '../db/sql-client.js';
import type { TufKeyType, TufPublicKey } from '../tuf/keys.js';
import { removeSourcePackages, replaceSourcePackages, type NewPackage } from './packages.js';
import { integer, json, nowIso, optionalText, stringList, text } from './rows.js';

/** A package source: a trusted delegation of a repository (SPEC §3 Trusted delegation). */
export interface TrustedDelegationRecord {
  name: string;
  keyids: string[];
  paths: string[];
  threshold: number;
  friendlyName: string | null;
  /** Absolute, or a path on the sandbox's own origin (see migration 131). */
  remoteUri: string | null;
  remoteHeaders: Record<string, string>;
  lastFetched: string | null;
  lastModified: string | null;
  error: string | null;
  createdAt: string;
}

/** What a save sets: the delegation itself; its info is kept. */
export interface DelegationDefinition {
  name: string;
  keyids: readonly string[];
  paths: readonly string[];
  threshold: number;
}

export interface DelegationInfoChange {
  friendlyName?: string | null;
  remoteUri?: string | null;
  remoteHeaders?: Record<string, string> | null;
}

/** SPEC §5: names must be new on add and must exist on update. */
export type DelegationSaveResult =
  { saved: true } | { saved: false; reason: 'exists' | 'missing'; name: string };

export interface DelegationStore {
  list(repositoryId: string): Promise<TrustedDelegationRecord[]>;
  find(repositoryId: string, name: string): Promise<TrustedDelegationRecord | undefined>;
  /** Adds or replaces the definitions together, or none when a name breaks the mode's rule. */
  save(
    repositoryId: string,
    definitions: readonly DelegationDefinition[],
    mode?: 'add' | 'update',
  ): Promise<DelegationSaveResult>;
  /** Creates a delegation with its info (seeding), unless one has that name. */
  addWithInfo(
    repositoryId: string,
    definition: DelegationDefinition,
    info: DelegationInfoChange,
  ): Promise<boolean>;
  updateInfo(
    repositoryId: string,
    name: string,
    change: DelegationInfoChange,
  ): Promise<TrustedDelegationRecord | undefined>;
  /** Removes the delegation and its packages; false when there was none. */
  remove(repositoryId: string, name: string): Promise<boolean>;
  /**
   * A successful fetch: the time, the file's Last-Modified, no error, and the verified
   * targets as the source's packages, all in one transaction. Returns the package ids added.
   */
  recordFetch(
    repositoryId: string,
    name: string,
    fetch: { fetchedAt: string; lastModified: string | null; packages: readonly NewPackage[] },
  ): Promise<string[]>;
  /** A failed fetch: the reason, shown with the delegation until a fetch succeeds. */
  recordError(repositoryId: string, name: string, error: string): Promise<void>;
  listKeys(repositoryId: string): Promise<TufPublicKey[]>;
  /** Trusts the keys; keys already trusted are kept. */
  addKeys(repositoryId: string, keys: readonly TufPublicKey[]): Promise<void>;
}

function toDelegation(row: SqlRow): TrustedDelegationRecord {
  const headers = optionalText(row, 'remote_headers');
  return {
    name: text(row, 'name'),
    keyids: stringList(row, 'keyids'),
    paths: stringList(row, 'paths'),
    threshold: integer(row, 'threshold'),
    friendlyName: optionalText(row, 'friendly_name'),
    remoteUri: optionalText(row, 'remote_uri'),
    remoteHeaders: headers === null ? {} : json<Record<string, string>>(row, 'remote_headers'),
    lastFetched: optionalText(row, 'last_fetched'),
    lastModified: optionalText(row, 'last_modified'),
    error: optionalText(row, 'error'),
    createdAt: text(row, 'created_at'),
  };
}

function toKey(row: SqlRow): TufPublicKey {
  return {
    keyid: text(row, 'keyid'),
    keytype: text(row, 'keytype') as TufKeyType,
    public: text(row, 'public_key'),
  };
}

export function createSqlDelegationStore(db: SqlClient): DelegationStore {
  const find = async (
    q: SqlClient,
    repositoryId: string,
    name: string,
  ): Promise<TrustedDelegationRecord | undefined> => {
    const row = await q.get(
      'SELECT * FROM trusted_delegations WHERE repository_id = ? AND name = ?',
      [repositoryId, name],
    );
    return row && toDelegation(row);
  };

  const insert = async (
    q: SqlClient,
    repositoryId: string,
    definition: DelegationDefinition,
  ): Promise<void> => {
    await q.run(
      `INSERT INTO trusted_delegations (repository_id, name, keyids, paths, threshold, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        repositoryId,
        definition.name,
        JSON.stringify(definition.keyids),
        JSON.stringify(definition.paths),
        definition.threshold,
        nowIso(),
      ],
    );
  };

  const changeInfo = async (
    q: SqlClient,
    repositoryId: string,
    name: string,
    change: DelegationInfoChange,
  ): Promise<void> => {
    const sets: string[] = [];
    const params: (string | null)[] = [];
    if (change.friendlyName !== undefined) {
      sets.push('friendly_name = ?');
      params.push(change.friendlyName);
    }
    if (change.remoteUri !== undefined) {
      sets.push('remote_uri = ?');
      params.push(change.remoteUri);
    }
    if (change.remoteHeaders !== undefined) {
      sets.push('remote_headers = ?');
      params.push(change.remoteHeaders === null ? null : JSON.stringify(change.remoteHeaders));
    }
    if (sets.length === 0) return;
    await q.run(
      `UPDATE trusted_delegations SET ${sets.join(', ')} WHERE repository_id = ? AND name = ?`,
      [...params, repositoryId, name],
    );
  };

  return {
    async list(repositoryId) {
      return (
        await db.all(
          'SELECT * FROM trusted_delegations WHERE repository_id = ? ORDER BY created_at, rowid',
          [repositoryId],
        )
      ).map(toDelegation);
    },

    async find(repositoryId, name) {
      return find(db, repositoryId, name);
    },

    async save(repositoryId, definitions, mode) {
      return db.transaction(async (tx): Promise<DelegationSaveResult> => {
        for (const { name } of definitions) {
          const exists = (await find(tx, repositoryId, name)) !== undefined;
          if (mode === 'add' && exists) return { saved: false, reason: 'exists', name };
          if (mode === 'update' && !exists) return { saved: false, reason: 'missing', name };
        }
        for (const definition of definitions) {
          const changed = (
            await tx.run(
              `UPDATE trusted_delegations SET keyids = ?, paths = ?, threshold = ?
             WHERE repository_id = ? AND name = ?`,
              [
                JSON.stringify(definition.keyids),
                JSON.stringify(definition.paths),
                definition.threshold,
                repositoryId,
                definition.name,
              ],
            )
          ).changes;
          if (changed === 0) await insert(tx, repositoryId, definition);
        }
        return { saved: true };
      });
    },

    async addWithInfo(repositoryId, definition, info) {
      return db.transaction(async (tx) => {
        if (await find(tx, repositoryId, definition.name)) return false;
        await insert(tx, repositoryId, definition);
        await changeInfo(tx, repositoryId, definition.name, info);
        return true;
      });
    },

    async updateInfo(repositoryId, name, change) {
      return db.transaction(async (tx) => {
        if (!(await find(tx, repositoryId, name))) return undefined;
        await changeInfo(tx, repositoryId, name, change);
        return find(tx, repositoryId, name);
      });
    },

    async remove(repositoryId, name) {
      return db.transaction(async (tx) => {
        const removed = (
          await tx.run('DELETE FROM trusted_delegations WHERE repository_id = ? AND name = ?', [
            repositoryId,
            name,
          ])
        ).changes;
        if (removed === 0) return false;
        await removeSourcePackages(tx, repositoryId, name);
        return true;
      });
    },

    async recordFetch(repositoryId, name, { fetchedAt, lastModified, packages }) {
      return db.transaction(async (tx) => {
        await tx.run(
          `UPDATE trusted_delegations SET last_fetched = ?, last_modified = ?, error = NULL
           WHERE repository_id = ? AND name = ?`,
          [fetchedAt, lastModified, repositoryId, name],
        );
        return replaceSourcePackages(tx, repositoryId, name, packages);
      });
    },

    async recordError(repositoryId, name, error) {
      await db.run(
        'UPDATE trusted_delegations SET error = ? WHERE repository_id = ? AND name = ?',
        [error, repositoryId, name],
      );
    },

    async listKeys(repositoryId) {
      return (
        await db.all(
          'SELECT * FROM delegation_keys WHERE repository_id = ? ORDER BY created_at, rowid',
          [repositoryId],
        )
      ).map(toKey);
    },

    async addKeys(repositoryId, keys) {
      const createdAt = nowIso();
      await db.transaction(async (tx) => {
        for (const key of keys) {
          await tx.run(
            `INSERT INTO delegation_keys (repository_id, keyid, keytype, public_key, created_at)
             VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
            [repositoryId, key.keyid, key.keytype, key.public, createdAt],
          );
        }
      });
    },
  };
}
