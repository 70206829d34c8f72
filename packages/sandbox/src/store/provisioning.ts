import { randomBytes } from 'node:crypto';
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import type { PageWindow } from './device-query.js';
import { integer, nowIso, optionalText, stringList, text } from './rows.js';

type Schemas = components['schemas'];
export type ProvisionClaim = Schemas['ProvisionClaim'];
export type ProvisionClaimPage = Schemas['ProvisionClaimPage'];

/** A code a device shows while it waits to be paired, and the device behind it. */
export interface PendingProvisionCode {
  code: string;
  deviceId: string;
  productName: string | null;
  productFamily: string | null;
  /** The device's component hardware ids, primary first. */
  hardwareIds: string[];
  /** Null: the code never expires. */
  expiresAt: string | null;
}

/** How a claim went. */
export type ClaimOutcome =
  | { outcome: 'claimed'; code: PendingProvisionCode }
  | { outcome: 'unknown' }
  | { outcome: 'expired' }
  | { outcome: 'alreadyClaimed' };

/** A provisioning token lives one hour. */
export const PROVISIONING_TOKEN_LIFETIME_MS = 3_600_000;

export interface ProvisioningStore {
  /** Mints a short-lived token that provisions devices into the repository. */
  issueToken(repositoryId: string): Promise<{ token: string; expiresAt: string }>;
  /** The repository a live token provisions into; undefined for unknown or expired tokens. */
  repositoryOfToken(token: string): Promise<string | undefined>;
  /**
   * Makes a code claimable, as a device that shows it would (seeding, demos, the simulator).
   * False when the code exists already.
   */
  addPendingCode(code: PendingProvisionCode): Promise<boolean>;
  /**
   * Claims a code for a repository, at most once. The claim is Pending until
   * {@link ProvisioningStore.markProvisioned} names the device it provisioned.
   */
  claim(repositoryId: string, code: string): Promise<ClaimOutcome>;
  /** Records the device a claimed code provisioned. */
  markProvisioned(code: string, deviceUuid: string): Promise<ProvisionClaim | undefined>;
  /** A claim of the repository, or undefined. */
  findClaim(repositoryId: string, code: string): Promise<ProvisionClaim | undefined>;
  /** The repository's claims, newest first. */
  listClaims(
    repositoryId: string,
    query: { provisionCode?: string },
    page: PageWindow,
  ): Promise<ProvisionClaimPage>;
}

function toPendingCode(row: SqlRow): PendingProvisionCode {
  return {
    code: text(row, 'code'),
    deviceId: text(row, 'device_id'),
    productName: optionalText(row, 'product_name'),
    productFamily: optionalText(row, 'product_family'),
    hardwareIds: stringList(row, 'hardware_ids'),
    expiresAt: optionalText(row, 'expires_at'),
  };
}

function toClaim(row: SqlRow, now: string): ProvisionClaim {
  const deviceUuid = optionalText(row, 'device_uuid');
  const expiresAt = optionalText(row, 'expires_at');
  return {
    provisionCode: text(row, 'code'),
    status: deviceUuid
      ? 'Provisioned'
      : expiresAt !== null && expiresAt <= now
        ? 'Expired'
        : 'Pending',
    deviceUuid,
    createdAt: text(row, 'claimed_at'),
  };
}

export function createSqlProvisioningStore(db: SqlClient): ProvisioningStore {
  return {
    async issueToken(repositoryId) {
      const now = Date.now();
      const token = `fleet-prov-${randomBytes(24).toString('base64url')}`;
      const expiresAt = new Date(now + PROVISIONING_TOKEN_LIFETIME_MS).toISOString();
      await db.transaction(async (tx) => {
        await tx.run('DELETE FROM provisioning_tokens WHERE expires_at <= ?', [
          new Date(now).toISOString(),
        ]);
        await tx.run(
          'INSERT INTO provisioning_tokens (token, repository_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
          [token, repositoryId, new Date(now).toISOString(), expiresAt],
        );
      });
      return { token, expiresAt };
    },

    async repositoryOfToken(token) {
      const row = await db.get(
        'SELECT repository_id FROM provisioning_tokens WHERE token = ? AND expires_at > ?',
        [token, nowIso()],
      );
      return row && text(row, 'repository_id');
    },

    async addPendingCode(code) {
      return (
        (
          await db.run(
            `INSERT OR IGNORE INTO provision_codes (code, device_id, product_name, product_family,
             hardware_ids, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
            [
              code.code,
              code.deviceId,
              code.productName,
              code.productFamily,
              JSON.stringify(code.hardwareIds),
              nowIso(),
              code.expiresAt,
            ],
          )
        ).changes > 0
      );
    },

    async claim(repositoryId, code) {
      return db.transaction(async (tx): Promise<ClaimOutcome> => {
        const row = await tx.get('SELECT * FROM provision_codes WHERE code = ?', [code]);
        if (!row) return { outcome: 'unknown' };
        if (optionalText(row, 'claimed_at') !== null) return { outcome: 'alreadyClaimed' };
        const pending = toPendingCode(row);
        const now = nowIso();
        if (pending.expiresAt !== null && pending.expiresAt <= now) return { outcome: 'expired' };
        await tx.run(
          'UPDATE provision_codes SET repository_id = ?, claimed_at = ? WHERE code = ?',
          [repositoryId, now, code],
        );
        return { outcome: 'claimed', code: pending };
      });
    },

    async markProvisioned(code, deviceUuid) {
      await db.run('UPDATE provision_codes SET device_uuid = ? WHERE code = ?', [deviceUuid, code]);
      const row = await db.get('SELECT * FROM provision_codes WHERE code = ?', [code]);
      return row && toClaim(row, nowIso());
    },

    async findClaim(repositoryId, code) {
      const row = await db.get(
        'SELECT * FROM provision_codes WHERE code = ? AND repository_id = ?',
        [code, repositoryId],
      );
      return row && toClaim(row, nowIso());
    },

    async listClaims(repositoryId, { provisionCode }, page) {
      const where = `WHERE repository_id = ? ${provisionCode === undefined ? '' : 'AND code = ?'}`;
      const params = provisionCode === undefined ? [repositoryId] : [repositoryId, provisionCode];
      const counted = await db.get(`SELECT count(*) AS n FROM provision_codes ${where}`, params);
      const now = nowIso();
      const values =
        page.limit === 0
          ? []
          : (
              await db.all(
                `SELECT * FROM provision_codes ${where} ORDER BY claimed_at DESC, code LIMIT ? OFFSET ?`,
                [...params, page.limit, page.offset],
              )
            ).map((row) => toClaim(row, now));
      return {
        total: counted ? integer(counted, 'n') : 0,
        offset: page.offset,
        limit: page.limit,
        values,
      };
    },
  };
}
