import type { SqlClient } from '../db/sql-client.js';
import type { SigningKey } from '../tuf/keys.js';
import { nowIso, text } from './rows.js';

/** A package source's metadata file as the sandbox publishes it. */
export interface DelegationSourceFile {
  delegationName: string;
  file: string;
  /** The signed metadata, JSON text. */
  body: string;
  lastModified: string;
}

/**
 * The files the sandbox publishes at /public/delegations/{name}/{file}, standing in for the
 * providers of package sources (Toradex's feeds, the broken demo sources), and the keys
 * those providers sign them with. Not scoped to a repository: they are public files.
 */
export interface DelegationSourceStore {
  findFile(delegationName: string, file: string): Promise<DelegationSourceFile | undefined>;
  /** Publishes (or replaces) a file; its Last-Modified becomes `lastModified` (default now). */
  publish(delegationName: string, file: string, body: string, lastModified?: string): Promise<void>;
  /** The publisher's signing key, created with `create` the first time it is asked for. */
  publisherKey(publisher: string, create: () => SigningKey): Promise<SigningKey>;
}

export function createSqlDelegationSourceStore(db: SqlClient): DelegationSourceStore {
  return {
    async findFile(delegationName, file) {
      const row = await db.get(
        'SELECT * FROM delegation_source_files WHERE delegation_name = ? AND file = ?',
        [delegationName, file],
      );
      return (
        row && {
          delegationName,
          file,
          body: text(row, 'body'),
          lastModified: text(row, 'last_modified'),
        }
      );
    },

    async publish(delegationName, file, body, lastModified = nowIso()) {
      await db.run(
        `INSERT INTO delegation_source_files (delegation_name, file, body, last_modified)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (delegation_name, file)
         DO UPDATE SET body = excluded.body, last_modified = excluded.last_modified`,
        [delegationName, file, body, lastModified],
      );
    },

    async publisherKey(publisher, create) {
      return db.transaction(async (tx) => {
        const row = await tx.get('SELECT * FROM delegation_publisher_keys WHERE publisher = ?', [
          publisher,
        ]);
        if (row)
          return {
            keyid: text(row, 'keyid'),
            keytype: 'ED25519' as const,
            public: text(row, 'public_key'),
            private: text(row, 'private_seed'),
          };
        const key = create();
        await tx.run(
          `INSERT INTO delegation_publisher_keys (publisher, keyid, public_key, private_seed)
           VALUES (?, ?, ?, ?)`,
          [publisher, key.keyid, key.public, key.private],
        );
        return key;
      });
    },
  };
}
