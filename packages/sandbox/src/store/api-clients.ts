import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { hashSecret, verifySecret } from './passwords.js';
import { integer, nowIso, text } from './rows.js';

export const API_CLIENT_TYPES = ['provision', 'api-v2', 'api-minimal'] as const;
/** SPEC §3 API client types: provision, api-v2 (beta), api-minimal. */
export type ApiClientType = (typeof API_CLIENT_TYPES)[number];

/** Lifetime of an API client's access tokens when its creator gives none. */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

/** An OAuth client a user created for scripts and CI jobs (client credentials grant). */
export interface ApiClient {
  id: string;
  clientId: string;
  ownerId: string;
  name: string;
  type: ApiClientType;
  description: string;
  accessTokenLifetimeSeconds: number;
  createdAt: string;
}

export interface NewApiClient {
  ownerId: string;
  name: string;
  type: ApiClientType;
  description?: string;
  accessTokenLifetimeSeconds?: number;
}

export interface ApiClientStore {
  /** Creates a client; the secret is returned this once and only its hash is kept. */
  create(client: NewApiClient): Promise<{ client: ApiClient; clientSecret: string }>;
  findByClientId(clientId: string): Promise<ApiClient | undefined>;
  listByOwner(ownerId: string): Promise<ApiClient[]>;
  update(
    clientId: string,
    fields: { name?: string; description?: string; accessTokenLifetimeSeconds?: number },
  ): Promise<ApiClient | undefined>;
  /** True when a client was removed. */
  remove(clientId: string): Promise<boolean>;
  /** True when `secret` is the client's secret. */
  verifySecret(clientId: string, secret: string): Promise<boolean>;
}

function toApiClient(row: SqlRow): ApiClient {
  const type = text(row, 'type');
  return {
    id: text(row, 'id'),
    clientId: text(row, 'client_id'),
    ownerId: text(row, 'owner_id'),
    name: text(row, 'name'),
    type: API_CLIENT_TYPES.find((known) => known === type) ?? 'api-minimal',
    description: text(row, 'description'),
    accessTokenLifetimeSeconds: integer(row, 'access_token_lifetime_seconds'),
    createdAt: text(row, 'created_at'),
  };
}

const COLUMNS =
  'id, client_id, owner_id, name, type, description, access_token_lifetime_seconds, created_at';

export function createSqlApiClientStore(db: SqlClient): ApiClientStore {
  const find = async (clientId: string): Promise<ApiClient | undefined> => {
    const row = await db.get(`SELECT ${COLUMNS} FROM api_clients WHERE client_id = ?`, [clientId]);
    return row && toApiClient(row);
  };

  return {
    async create(client) {
      const id = randomUUID();
      // The client id reads like its name, so a user can tell clients apart in logs.
      const slug = client.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 32);
      const clientId = `${slug || 'client'}-${randomBytes(4).toString('hex')}`;
      const clientSecret = randomBytes(32).toString('base64url');
      await db.run(
        `INSERT INTO api_clients (id, client_id, secret_hash, owner_id, name, type, description,
           access_token_lifetime_seconds, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          clientId,
          await hashSecret(clientSecret),
          client.ownerId,
          client.name,
          client.type,
          client.description ?? '',
          client.accessTokenLifetimeSeconds ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
          nowIso(),
        ],
      );
      const created = await find(clientId);
      if (!created) throw new Error(`API client ${clientId} vanished after insert`);
      return { client: created, clientSecret };
    },

    async findByClientId(clientId) {
      return find(clientId);
    },

    async listByOwner(ownerId) {
      return (
        await db.all(
          `SELECT ${COLUMNS} FROM api_clients WHERE owner_id = ? ORDER BY created_at, client_id`,
          [ownerId],
        )
      ).map(toApiClient);
    },

    async update(clientId, fields) {
      await db.run(
        `UPDATE api_clients SET name = coalesce(?, name), description = coalesce(?, description),
           access_token_lifetime_seconds = coalesce(?, access_token_lifetime_seconds)
         WHERE client_id = ?`,
        [
          fields.name ?? null,
          fields.description ?? null,
          fields.accessTokenLifetimeSeconds ?? null,
          clientId,
        ],
      );
      return find(clientId);
    },

    async remove(clientId) {
      return (await db.run('DELETE FROM api_clients WHERE client_id = ?', [clientId])).changes > 0;
    },

    async verifySecret(clientId, secret) {
      const row = await db.get('SELECT secret_hash FROM api_clients WHERE client_id = ?', [
        clientId,
      ]);
      return row ? verifySecret(secret, text(row, 'secret_hash')) : false;
    },
  };
}
