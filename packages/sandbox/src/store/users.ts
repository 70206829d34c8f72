import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { hashSecret, verifySecret } from './passwords.js';
import { flag, nowIso, optionalText, stringList, text } from './rows.js';

/** Account tier (SPEC §1): free Maker (5 devices) or Commercial. */
export type Tier = 'maker' | 'commercial';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** Realm roles held in their own right, e.g. `cloud-admin`; tier roles are derived. */
  realmRoles: string[];
  /** Roles of the `user-manager` client, e.g. `developer`. */
  clientRoles: string[];
  tier: Tier;
  trialEndsAt: string | null;
  /** When the account record was created (first `POST /api/accounts/users`); null before. */
  registeredAt: string | null;
  createdAt: string;
}

export interface NewUser {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Omitted: the account cannot sign in with a password (e.g. an invited guest). */
  password?: string;
  emailVerified?: boolean;
  realmRoles?: string[];
  clientRoles?: string[];
  tier?: Tier;
  trialEndsAt?: string | null;
  /** Create the account record too, as if the user had fetched it once. */
  registered?: boolean;
}

export interface UserStore {
  /** Creates the user and the user's personal repository together. */
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  /**
   * The user with this email, or a new account for it that cannot sign in with a password
   * yet (an invited guest, SPEC §6 repository users), with its personal repository.
   */
  findOrInvite(email: string): Promise<User>;
  /** The user whose password this is, or undefined (unknown email or wrong password). */
  authenticate(email: string, password: string): Promise<User | undefined>;
  /** Creates the account record of an existing identity (idempotent). */
  register(id: string): Promise<User | undefined>;
  count(): Promise<number>;
}

const COLUMNS = `id, email, first_name, last_name, email_verified, realm_roles, client_roles,
  tier, trial_ends_at, registered_at, created_at`;

function toUser(row: SqlRow): User {
  return {
    id: text(row, 'id'),
    email: text(row, 'email'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    emailVerified: flag(row, 'email_verified'),
    realmRoles: stringList(row, 'realm_roles'),
    clientRoles: stringList(row, 'client_roles'),
    tier: text(row, 'tier') === 'commercial' ? 'commercial' : 'maker',
    trialEndsAt: optionalText(row, 'trial_ends_at'),
    registeredAt: optionalText(row, 'registered_at'),
    createdAt: text(row, 'created_at'),
  };
}

export function createSqlUserStore(db: SqlClient): UserStore {
  // Checked against when the email is unknown, so a wrong email takes as long as a wrong password.
  let decoy: Promise<string> | undefined;

  const findById = async (id: string): Promise<User | undefined> => {
    const row = await db.get(`SELECT ${COLUMNS} FROM users WHERE id = ?`, [id]);
    return row && toUser(row);
  };

  return {
    async create(user) {
      const id = randomUUID();
      const createdAt = nowIso();
      const passwordHash = user.password === undefined ? null : await hashSecret(user.password);
      await db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified,
             realm_roles, client_roles, tier, trial_ends_at, registered_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            user.email.trim(),
            user.firstName ?? '',
            user.lastName ?? '',
            passwordHash,
            user.emailVerified ? 1 : 0,
            JSON.stringify(user.realmRoles ?? []),
            JSON.stringify(user.clientRoles ?? []),
            user.tier ?? 'maker',
            user.trialEndsAt ?? null,
            user.registered ? createdAt : null,
            createdAt,
          ],
        );
        await tx.run(
          `INSERT INTO repositories (id, owner_id, personal, name, description, created_at)
           VALUES (?, ?, 1, 'Personal', '', ?)`,
          [randomUUID(), id, createdAt],
        );
      });
      const created = await findById(id);
      if (!created) throw new Error(`User ${id} vanished after insert`);
      return created;
    },

    async findById(id) {
      return findById(id);
    },

    async findByEmail(email) {
      const row = await db.get(`SELECT ${COLUMNS} FROM users WHERE email = ?`, [email.trim()]);
      return row && toUser(row);
    },

    async findOrInvite(email) {
      const address = email.trim();
      const createdAt = nowIso();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const inserted = await tx.run(
          `INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)
           ON CONFLICT (email) DO NOTHING`,
          [id, address, createdAt],
        );
        if (inserted.changes === 0) return;
        await tx.run(
          `INSERT INTO repositories (id, owner_id, personal, name, description, created_at)
           VALUES (?, ?, 1, 'Personal', '', ?)`,
          [randomUUID(), id, createdAt],
        );
      });
      const row = await db.get(`SELECT ${COLUMNS} FROM users WHERE email = ?`, [address]);
      if (!row) throw new Error(`User ${address} vanished after insert`);
      return toUser(row);
    },

    async authenticate(email, password) {
      const row = await db.get(`SELECT ${COLUMNS}, password_hash FROM users WHERE email = ?`, [
        email.trim(),
      ]);
      const hash = row && optionalText(row, 'password_hash');
      if (!row || !hash) {
        await verifySecret(password, await (decoy ??= hashSecret('decoy')));
        return undefined;
      }
      return (await verifySecret(password, hash)) ? toUser(row) : undefined;
    },

    async register(id) {
      await db.run('UPDATE users SET registered_at = ? WHERE id = ? AND registered_at IS NULL', [
        nowIso(),
        id,
      ]);
      return findById(id);
    },

    async count() {
      const row = await db.get('SELECT count(*) AS n FROM users');
      return row ? Number(row.n) : 0;
    },
  };
}
