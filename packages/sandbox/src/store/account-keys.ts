import type { KeyMaterial } from '../credentials/key-pairs.js';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { integer, nowIso, text } from './rows.js';

/** SPEC §7 keys: the one that provisions devices and the one command-line tools sign in with. */
export const ACCOUNT_KEY_KINDS = ['provision', 'garage-tools'] as const;
export type AccountKeyKind = (typeof ACCOUNT_KEY_KINDS)[number];

/** The current key of one kind of an account (the private part goes into credentials.zip). */
export interface AccountKey extends KeyMaterial {
  userId: string;
  kind: AccountKeyKind;
  /** 1 for the first key, bumped by every rotation. */
  version: number;
  createdAt: string;
}

export interface AccountKeyStore {
  find(userId: string, kind: AccountKeyKind): Promise<AccountKey | undefined>;
  /** Stores `material` as the first key unless the account has one already; returns the current key. */
  createIfMissing(userId: string, kind: AccountKeyKind, material: KeyMaterial): Promise<AccountKey>;
  /** Replaces the current key (or creates the first) with `material`, one version up. */
  rotate(userId: string, kind: AccountKeyKind, material: KeyMaterial): Promise<AccountKey>;
}

function toAccountKey(row: SqlRow): AccountKey {
  const kind = text(row, 'kind');
  return {
    userId: text(row, 'user_id'),
    kind: ACCOUNT_KEY_KINDS.find((known) => known === kind) ?? 'provision',
    version: integer(row, 'version'),
    keyId: text(row, 'key_id'),
    algorithm: text(row, 'algorithm'),
    publicPem: text(row, 'public_pem'),
    privatePem: text(row, 'private_pem'),
    createdAt: text(row, 'created_at'),
  };
}

export function createSqlAccountKeyStore(db: SqlClient): AccountKeyStore {
  const find = async (userId: string, kind: AccountKeyKind): Promise<AccountKey | undefined> => {
    const row = await db.get('SELECT * FROM account_keys WHERE user_id = ? AND kind = ?', [
      userId,
      kind,
    ]);
    return row && toAccountKey(row);
  };
  const current = async (userId: string, kind: AccountKeyKind): Promise<AccountKey> => {
    const key = await find(userId, kind);
    if (!key) throw new Error(`The ${kind} key of ${userId} vanished after insert`);
    return key;
  };
  const values = (material: KeyMaterial) => [
    material.keyId,
    material.algorithm,
    material.publicPem,
    material.privatePem,
    nowIso(),
  ];

  return {
    async find(userId, kind) {
      return find(userId, kind);
    },

    async createIfMissing(userId, kind, material) {
      await db.run(
        `INSERT INTO account_keys (user_id, kind, version, key_id, algorithm, public_pem,
           private_pem, created_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind) DO NOTHING`,
        [userId, kind, ...values(material)],
      );
      return current(userId, kind);
    },

    async rotate(userId, kind, material) {
      await db.run(
        `INSERT INTO account_keys (user_id, kind, version, key_id, algorithm, public_pem,
           private_pem, created_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind) DO UPDATE SET version = account_keys.version + 1,
           key_id = excluded.key_id, algorithm = excluded.algorithm,
           public_pem = excluded.public_pem, private_pem = excluded.private_pem,
           created_at = excluded.created_at`,
        [userId, kind, ...values(material)],
      );
      return current(userId, kind);
    },
  };
}
