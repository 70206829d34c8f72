import { randomBytes } from 'node:crypto';
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { signMetadata, signingKeyFromSeed, type SigningKey } from '../tuf/keys.js';
import type { StoredPackage } from './packages.js';
import { json, nowIso, text } from './rows.js';

export type LockboxMetadata = components['schemas']['Lockbox'];
export type LockboxContents = components['schemas']['LockboxContents'];
export type LockboxTarget = components['schemas']['LockboxTarget'];
/** Per-package extras of a definition (openapi UpdateCustomData). */
export type LockboxCustomData = components['schemas']['UpdateCustomData'];

/** A package as a lockbox target: its file's hash and length, and the facts a device needs. */
export function lockboxTargetOf(pkg: StoredPackage, custom?: LockboxCustomData): LockboxTarget {
  return {
    hashes: { sha256: pkg.sha256 },
    length: pkg.size,
    // The schema leaves `custom` open (any package facts), which its generated type reads
    // as an object without fields.
    custom: {
      name: pkg.name,
      version: pkg.version,
      hardwareIds: pkg.hardwareIds,
      targetFormat: pkg.targetFormat,
      ...(pkg.uri !== null && { uri: pkg.uri }),
      ...custom,
    } as Record<string, unknown> as LockboxTarget['custom'],
  };
}

/**
 * Lockboxes (SPEC §3 Lockbox; Offline Updates). A definition is kept as signed Uptane
 * targets metadata, one row per version: redefining a lockbox adds the next version, and
 * the latest is the lockbox. Signed with a key of the repository kept for offline updates.
 */
export interface LockboxStore {
  /** Every lockbox name, expired ones included, in name order. */
  listNames(repositoryId: string): Promise<string[]>;
  /** The latest version, or the given earlier one. */
  find(repositoryId: string, name: string, version?: number): Promise<LockboxMetadata | undefined>;
  /** The latest version of every lockbox, by name. */
  listLatest(repositoryId: string): Promise<Map<string, LockboxMetadata>>;
  /** Creates the lockbox at version 1, or adds the next version of the one with this name. */
  define(
    repositoryId: string,
    name: string,
    contents: { expiresAt: string; targets: Record<string, LockboxTarget> },
  ): Promise<LockboxMetadata>;
  /** Removes every version; false when there was no such lockbox. */
  remove(repositoryId: string, name: string): Promise<boolean>;
  /** Lockboxes whose latest version holds the package and has not expired at `now`. */
  holding(repositoryId: string, packageId: string, now: Date): Promise<string[]>;
}

/** The condition that a row of `lockbox_versions v` is its lockbox's latest version. */
const LATEST = `v.version = (SELECT max(w.version) FROM lockbox_versions w
  WHERE w.repository_id = v.repository_id AND w.name = v.name)`;

const toMetadata = (row: SqlRow): LockboxMetadata => json<LockboxMetadata>(row, 'metadata');

export function createSqlLockboxStore(db: SqlClient): LockboxStore {
  /** The repository's offline-update signing key, created on first use. */
  const signingKey = async (q: SqlClient, repositoryId: string): Promise<SigningKey> => {
    const row = await q.get('SELECT * FROM lockbox_signing_keys WHERE repository_id = ?', [
      repositoryId,
    ]);
    if (row)
      return {
        keyid: text(row, 'keyid'),
        keytype: 'ED25519',
        public: text(row, 'public_key'),
        private: text(row, 'private_seed'),
      };
    const key = signingKeyFromSeed(randomBytes(32));
    await q.run(
      `INSERT INTO lockbox_signing_keys (repository_id, keyid, public_key, private_seed, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      [repositoryId, key.keyid, key.public, key.private, nowIso()],
    );
    return key;
  };

  return {
    async listNames(repositoryId) {
      return (
        await db.all(
          'SELECT DISTINCT name FROM lockbox_versions WHERE repository_id = ? ORDER BY name',
          [repositoryId],
        )
      ).map((row) => text(row, 'name'));
    },

    async find(repositoryId, name, version) {
      const row =
        version === undefined
          ? await db.get(
              `SELECT metadata FROM lockbox_versions v
               WHERE v.repository_id = ? AND v.name = ? AND ${LATEST}`,
              [repositoryId, name],
            )
          : await db.get(
              `SELECT metadata FROM lockbox_versions
               WHERE repository_id = ? AND name = ? AND version = ?`,
              [repositoryId, name, version],
            );
      return row && toMetadata(row);
    },

    async listLatest(repositoryId) {
      const rows = await db.all(
        `SELECT v.name, v.metadata FROM lockbox_versions v
         WHERE v.repository_id = ? AND ${LATEST} ORDER BY v.name`,
        [repositoryId],
      );
      return new Map(rows.map((row) => [text(row, 'name'), toMetadata(row)]));
    },

    async define(repositoryId, name, { expiresAt, targets }) {
      return db.transaction(async (tx) => {
        const latest = await tx.get(
          'SELECT max(version) AS version FROM lockbox_versions WHERE repository_id = ? AND name = ?',
          [repositoryId, name],
        );
        const version = Number(latest?.version ?? 0) + 1;
        const signed: LockboxContents = { _type: 'Targets', expires: expiresAt, version, targets };
        const metadata: LockboxMetadata = signMetadata(signed, [
          await signingKey(tx, repositoryId),
        ]);
        await tx.run(
          `INSERT INTO lockbox_versions (repository_id, name, version, expires_at, metadata, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [repositoryId, name, version, expiresAt, JSON.stringify(metadata), nowIso()],
        );
        for (const packageId of Object.keys(targets)) {
          await tx.run(
            `INSERT INTO lockbox_packages (repository_id, name, version, package_id)
             VALUES (?, ?, ?, ?)`,
            [repositoryId, name, version, packageId],
          );
        }
        return metadata;
      });
    },

    async remove(repositoryId, name) {
      return (
        (
          await db.run('DELETE FROM lockbox_versions WHERE repository_id = ? AND name = ?', [
            repositoryId,
            name,
          ])
        ).changes > 0
      );
    },

    async holding(repositoryId, packageId, now) {
      return (
        await db.all(
          `SELECT DISTINCT v.name FROM lockbox_packages p
           JOIN lockbox_versions v ON v.repository_id = p.repository_id AND v.name = p.name
             AND v.version = p.version
           WHERE p.repository_id = ? AND p.package_id = ? AND v.expires_at > ? AND ${LATEST}
           ORDER BY v.name`,
          [repositoryId, packageId, now.toISOString()],
        )
      ).map((row) => text(row, 'name'));
    },
  };
}
