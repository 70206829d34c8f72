import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { integer, nowIso, optionalText, text } from './rows.js';

/** The kept answer to a request with an Idempotency-Key. */
export interface KeptAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** What a key holds: the first request's fingerprint and, once it finished, its answer. */
export interface IdempotencyRecord {
  fingerprint: string;
  /** Undefined while the first request with this key still runs. */
  answer?: KeptAnswer;
}

export interface IdempotencyKeyStore {
  /**
   * Claims the key for a request about to run, or returns what the key already holds
   * (`claimed: false`). Keys older than `expiresBefore` are forgotten first.
   */
  claim(
    scope: string,
    key: string,
    fingerprint: string,
    expiresBefore: string,
  ): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }>;
  /** Keeps the answer of the request that claimed the key. */
  keep(scope: string, key: string, answer: KeptAnswer): Promise<void>;
  /** Frees a key whose request failed on the server's side, so a retry can run it again. */
  release(scope: string, key: string): Promise<void>;
}

function toRecord(row: SqlRow): IdempotencyRecord {
  const status = row.status === null ? undefined : integer(row, 'status');
  return {
    fingerprint: text(row, 'fingerprint'),
    ...(status !== undefined && {
      answer: {
        status,
        contentType: optionalText(row, 'content_type'),
        body: optionalText(row, 'body') ?? '',
      },
    }),
  };
}

export function createSqlIdempotencyKeyStore(db: SqlClient): IdempotencyKeyStore {
  return {
    async claim(scope, key, fingerprint, expiresBefore) {
      return db.transaction(async (tx) => {
        await tx.run('DELETE FROM idempotency_keys WHERE created_at < ?', [expiresBefore]);
        const inserted = await tx.run(
          `INSERT INTO idempotency_keys (scope, idempotency_key, fingerprint, created_at)
           VALUES (?, ?, ?, ?) ON CONFLICT (scope, idempotency_key) DO NOTHING`,
          [scope, key, fingerprint, nowIso()],
        );
        if (inserted.changes === 1) return { claimed: true as const };
        const row = await tx.get(
          'SELECT * FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
          [scope, key],
        );
        if (!row) throw new Error(`Idempotency key ${key} vanished while claimed`);
        return { claimed: false as const, record: toRecord(row) };
      });
    },

    async keep(scope, key, answer) {
      await db.run(
        `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?
         WHERE scope = ? AND idempotency_key = ?`,
        [answer.status, answer.contentType, answer.body, scope, key],
      );
    },

    async release(scope, key) {
      await db.run('DELETE FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?', [
        scope,
        key,
      ]);
    },
  };
}
