import type { KeyMaterial } from '../credentials/key-pairs.js';
import type { RootKeyVersion } from '../credentials/root-metadata.js';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { integer, nowIso, text } from './rows.js';

/** One version of a repository's TUF root key (SPEC §7 PUT /api/v1/user_repo/root/rotate). */
export interface RootKey extends RootKeyVersion {
  repositoryId: string;
}

export interface RootKeyStore {
  /** The newest version and the one before it (after a rotation), newest first. */
  latest(repositoryId: string): Promise<RootKey[]>;
  /** Stores `material` as version 1 unless the repository has a root key already. */
  createIfMissing(repositoryId: string, material: KeyMaterial): Promise<RootKey>;
  /** Adds `material` as the next version (version 1 when there is none). */
  rotate(repositoryId: string, material: KeyMaterial): Promise<RootKey>;
}

function toRootKey(row: SqlRow): RootKey {
  return {
    repositoryId: text(row, 'repository_id'),
    version: integer(row, 'version'),
    keyId: text(row, 'key_id'),
    publicPem: text(row, 'public_pem'),
    privatePem: text(row, 'private_pem'),
    createdAt: text(row, 'created_at'),
  };
}

export function createSqlRootKeyStore(db: SqlClient): RootKeyStore {
  const latest = async (q: SqlClient, repositoryId: string): Promise<RootKey[]> =>
    (
      await q.all(
        'SELECT * FROM repository_root_keys WHERE repository_id = ? ORDER BY version DESC LIMIT 2',
        [repositoryId],
      )
    ).map(toRootKey);
  const newest = async (q: SqlClient, repositoryId: string): Promise<RootKey> => {
    const [key] = await latest(q, repositoryId);
    if (!key) throw new Error(`The root key of ${repositoryId} vanished after insert`);
    return key;
  };
  const insert = async (
    q: SqlClient,
    repositoryId: string,
    version: number,
    material: KeyMaterial,
  ): Promise<void> => {
    await q.run(
      `INSERT INTO repository_root_keys (repository_id, version, key_id, public_pem, private_pem,
         created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [repositoryId, version, material.keyId, material.publicPem, material.privatePem, nowIso()],
    );
  };

  return {
    async latest(repositoryId) {
      return latest(db, repositoryId);
    },

    async createIfMissing(repositoryId, material) {
      return db.transaction(async (tx) => {
        if ((await latest(tx, repositoryId)).length === 0)
          await insert(tx, repositoryId, 1, material);
        return newest(tx, repositoryId);
      });
    },

    async rotate(repositoryId, material) {
      return db.transaction(async (tx) => {
        const version = ((await latest(tx, repositoryId))[0]?.version ?? 0) + 1;
        await insert(tx, repositoryId, version, material);
        return newest(tx, repositoryId);
      });
    },
  };
}
