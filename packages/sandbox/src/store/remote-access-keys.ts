import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { nowIso, optionalText, text } from './rows.js';

/** A user's SSH public key allowed in remote access sessions (SPEC §3 Remote access). */
export interface RemoteAccessKey {
  /** The `{keyId}` of the API. */
  id: string;
  userId: string;
  /** As registered, comment included. */
  pubkey: string;
  /** `<type> <base64>`: the key without its comment. */
  blob: string;
  /** Free-form data sent with the key; undefined when none was. */
  meta: unknown;
  createdAt: string;
}

export interface RemoteAccessKeyStore {
  /** The user's keys, oldest first. */
  list(userId: string): Promise<RemoteAccessKey[]>;
  /** Registers a key; undefined when the user has registered the same key (blob) already. */
  add(
    userId: string,
    key: { pubkey: string; blob: string; meta?: unknown },
  ): Promise<RemoteAccessKey | undefined>;
  /** True when a key was removed. */
  remove(userId: string, id: string): Promise<boolean>;
}

function toRemoteAccessKey(row: SqlRow): RemoteAccessKey {
  const meta = optionalText(row, 'meta');
  return {
    id: text(row, 'id'),
    userId: text(row, 'user_id'),
    pubkey: text(row, 'pubkey'),
    blob: text(row, 'key_blob'),
    meta: meta === null ? undefined : (JSON.parse(meta) as unknown),
    createdAt: text(row, 'created_at'),
  };
}

export function createSqlRemoteAccessKeyStore(db: SqlClient): RemoteAccessKeyStore {
  return {
    async list(userId) {
      return (
        await db.all(
          'SELECT * FROM remote_access_public_keys WHERE user_id = ? ORDER BY created_at, id',
          [userId],
        )
      ).map(toRemoteAccessKey);
    },

    async add(userId, key) {
      const id = randomUUID();
      const inserted = await db.run(
        `INSERT INTO remote_access_public_keys (id, user_id, pubkey, key_blob, meta, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, key_blob) DO NOTHING`,
        [
          id,
          userId,
          key.pubkey,
          key.blob,
          key.meta === undefined ? null : JSON.stringify(key.meta),
          nowIso(),
        ],
      );
      if (inserted.changes === 0) return undefined;
      const row = await db.get('SELECT * FROM remote_access_public_keys WHERE id = ?', [id]);
      return row && toRemoteAccessKey(row);
    },

    async remove(userId, id) {
      return (
        (
          await db.run('DELETE FROM remote_access_public_keys WHERE user_id = ? AND id = ?', [
            userId,
            id,
          ])
        ).changes > 0
      );
    },
  };
}
