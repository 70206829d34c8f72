import type { SqlClient } from '../db/sql-client.js';
import { integer, json, nowIso, text } from './rows.js';

export type IdentityKeyKind = 'signing' | 'cookie';

/** A stored key: a private JWK (JSON) for signing, or a cookie secret. */
export interface IdentityKey {
  id: string;
  kind: IdentityKeyKind;
  material: string;
  createdAt: string;
}

/** One saved artifact of the identity provider (session, code, refresh token, grant...). */
export type ArtifactPayload = Record<string, unknown>;

/**
 * The identity provider's persistent state: its keys and its artifacts, keyed by model name
 * and id, with the lookups oidc-provider's adapter contract needs.
 */
export interface IdentityStore {
  listKeys(kind: IdentityKeyKind): Promise<IdentityKey[]>;
  addKey(key: Omit<IdentityKey, 'createdAt'>): Promise<void>;
  saveArtifact(
    model: string,
    id: string,
    payload: ArtifactPayload,
    expiresAt: number | null,
  ): Promise<void>;
  /** The artifact, unless missing or expired; a consumed one carries `consumed` (epoch s). */
  findArtifact(model: string, id: string): Promise<ArtifactPayload | undefined>;
  findArtifactByUid(model: string, uid: string): Promise<ArtifactPayload | undefined>;
  findArtifactByUserCode(model: string, userCode: string): Promise<ArtifactPayload | undefined>;
  consumeArtifact(model: string, id: string): Promise<void>;
  destroyArtifact(model: string, id: string): Promise<void>;
  /** Removes every artifact (of any model) issued under a grant. */
  revokeGrant(grantId: string): Promise<void>;
  /** Removes expired artifacts; returns how many. */
  purgeExpired(): Promise<number>;
}

const epochNow = (): number => Math.floor(Date.now() / 1000);

export function createSqlIdentityStore(db: SqlClient): IdentityStore {
  const findWhere = async (
    where: string,
    params: string[],
  ): Promise<ArtifactPayload | undefined> => {
    const row = await db.get(
      `SELECT payload, consumed_at FROM identity_artifacts
       WHERE ${where} AND (expires_at IS NULL OR expires_at > ?)`,
      [...params, epochNow()],
    );
    if (!row) return undefined;
    const payload = json<ArtifactPayload>(row, 'payload');
    return row.consumed_at === null
      ? payload
      : { ...payload, consumed: integer(row, 'consumed_at') };
  };

  return {
    async listKeys(kind) {
      return (
        await db.all(
          'SELECT id, kind, material, created_at FROM identity_keys WHERE kind = ? ORDER BY created_at DESC, id',
          [kind],
        )
      ).map((row) => ({
        id: text(row, 'id'),
        kind,
        material: text(row, 'material'),
        createdAt: text(row, 'created_at'),
      }));
    },

    async addKey(key) {
      await db.run(
        'INSERT INTO identity_keys (id, kind, material, created_at) VALUES (?, ?, ?, ?)',
        [key.id, key.kind, key.material, nowIso()],
      );
    },

    async saveArtifact(model, id, payload, expiresAt) {
      const indexed = (name: string): string | null => {
        const value = payload[name];
        return typeof value === 'string' ? value : null;
      };
      await db.run(
        `INSERT INTO identity_artifacts (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          indexed('grantId'),
          indexed('userCode'),
          indexed('uid'),
          expiresAt,
        ],
      );
    },

    async findArtifact(model, id) {
      return findWhere('model = ? AND id = ?', [model, id]);
    },

    async findArtifactByUid(model, uid) {
      return findWhere('model = ? AND uid = ?', [model, uid]);
    },

    async findArtifactByUserCode(model, userCode) {
      return findWhere('model = ? AND user_code = ?', [model, userCode]);
    },

    async consumeArtifact(model, id) {
      await db.run('UPDATE identity_artifacts SET consumed_at = ? WHERE model = ? AND id = ?', [
        epochNow(),
        model,
        id,
      ]);
    },

    async destroyArtifact(model, id) {
      await db.run('DELETE FROM identity_artifacts WHERE model = ? AND id = ?', [model, id]);
    },

    async revokeGrant(grantId) {
      await db.run('DELETE FROM identity_artifacts WHERE grant_id = ?', [grantId]);
    },

    async purgeExpired() {
      return (
        await db.run(
          'DELETE FROM identity_artifacts WHERE expires_at IS NOT NULL AND expires_at <= ?',
          [epochNow()],
        )
      ).changes;
    },
  };
}
