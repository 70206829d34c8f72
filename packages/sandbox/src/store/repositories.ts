import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { toGuestProfile, type GuestProfile } from './guest-profiles.js';
import { flag, nowIso, text } from './rows.js';

/**
 * A repository: every user has one personal repository (created with the account) and may
 * own shared repositories with guests. The API shows a user's personal repository by the
 * SDK's `PERSONAL_REPOSITORY_ID` ('personal') rather than by its id.
 */
export interface Repository {
  id: string;
  ownerId: string;
  personal: boolean;
  name: string;
  description: string;
  createdAt: string;
}

/** A guest of a shared repository (SPEC §3 host repository users). */
export interface RepositoryGuest {
  repositoryId: string;
  /** The guest's namespace: the id of the guest's account. */
  namespace: string;
  email: string;
  guestProfile: GuestProfile;
}

export interface RepositoryStore {
  findById(id: string): Promise<Repository | undefined>;
  personalOf(userId: string): Promise<Repository | undefined>;
  /** Creates a shared repository owned by `ownerId`. */
  createShared(
    ownerId: string,
    fields: { name: string; description?: string },
  ): Promise<Repository>;
  update(
    id: string,
    fields: { name?: string; description?: string },
  ): Promise<Repository | undefined>;
  /**
   * Like createShared, unless the owner already has a shared repository of that name
   * (compared without case): then undefined.
   */
  createSharedIfNameFree(
    ownerId: string,
    fields: { name: string; description?: string },
  ): Promise<Repository | undefined>;
  /**
   * Like update, unless another shared repository of the same owner has the new name (compared
   * without case): then 'name-taken'. Undefined for an unknown id.
   */
  updateIfNameFree(
    id: string,
    fields: { name?: string; description?: string },
  ): Promise<Repository | 'name-taken' | undefined>;
  /** Shared repositories the user owns (never the personal one). */
  listShared(ownerId: string): Promise<Repository[]>;
  /** Creates or updates a guest's profile in a repository. */
  saveGuest(
    repositoryId: string,
    namespace: string,
    guestProfileId: string,
  ): Promise<RepositoryGuest>;
  /**
   * Adds guests to a repository, all or none: when one of them is a guest there already,
   * nothing is added and the answer names that guest.
   */
  addGuests(
    repositoryId: string,
    guests: ReadonlyArray<{ namespace: string; guestProfileId: string }>,
  ): Promise<{ added: RepositoryGuest[] } | { alreadyGuest: string }>;
  /** True when a guest was removed. */
  removeGuest(repositoryId: string, namespace: string): Promise<boolean>;
  listGuests(repositoryId: string): Promise<RepositoryGuest[]>;
  /** The user's guest entry in a repository, if the user is a guest there. */
  findGuest(repositoryId: string, namespace: string): Promise<RepositoryGuest | undefined>;
  /** Repositories shared with the user, each with the user's guest entry. */
  listSharedWith(
    namespace: string,
  ): Promise<Array<{ repository: Repository; guest: RepositoryGuest }>>;
}

function toRepository(row: SqlRow): Repository {
  return {
    id: text(row, 'id'),
    ownerId: text(row, 'owner_id'),
    personal: flag(row, 'personal'),
    name: text(row, 'name'),
    description: text(row, 'description'),
    createdAt: text(row, 'created_at'),
  };
}

const GUEST_QUERY = `SELECT g.repository_id, g.user_namespace, u.email,
    p.id, p.name, p.role, p.description, p.permissions
  FROM repository_guests g
  JOIN users u ON u.id = g.user_namespace
  JOIN guest_profiles p ON p.id = g.guest_profile`;

function toGuest(row: SqlRow): RepositoryGuest {
  return {
    repositoryId: text(row, 'repository_id'),
    namespace: text(row, 'user_namespace'),
    email: text(row, 'email'),
    guestProfile: toGuestProfile(row),
  };
}

export function createSqlRepositoryStore(db: SqlClient): RepositoryStore {
  const findById = async (q: SqlClient, id: string): Promise<Repository | undefined> => {
    const row = await q.get('SELECT * FROM repositories WHERE id = ?', [id]);
    return row && toRepository(row);
  };
  const sharedNameTaken = async (
    q: SqlClient,
    ownerId: string,
    name: string,
    exceptId = '',
  ): Promise<boolean> =>
    (await q.get(
      `SELECT 1 FROM repositories
       WHERE owner_id = ? AND personal = 0 AND lower(name) = lower(?) AND id <> ?`,
      [ownerId, name, exceptId],
    )) !== undefined;
  const findGuest = async (
    q: SqlClient,
    repositoryId: string,
    namespace: string,
  ): Promise<RepositoryGuest | undefined> => {
    const row = await q.get(`${GUEST_QUERY} WHERE g.repository_id = ? AND g.user_namespace = ?`, [
      repositoryId,
      namespace,
    ]);
    return row && toGuest(row);
  };

  return {
    async findById(id) {
      return findById(db, id);
    },

    async personalOf(userId) {
      const row = await db.get('SELECT * FROM repositories WHERE owner_id = ? AND personal = 1', [
        userId,
      ]);
      return row && toRepository(row);
    },

    async createShared(ownerId, fields) {
      const id = randomUUID();
      await db.run(
        `INSERT INTO repositories (id, owner_id, personal, name, description, created_at)
         VALUES (?, ?, 0, ?, ?, ?)`,
        [id, ownerId, fields.name, fields.description ?? '', nowIso()],
      );
      const created = await findById(db, id);
      if (!created) throw new Error(`Repository ${id} vanished after insert`);
      return created;
    },

    async update(id, fields) {
      await db.run(
        `UPDATE repositories SET name = coalesce(?, name), description = coalesce(?, description)
         WHERE id = ?`,
        [fields.name ?? null, fields.description ?? null, id],
      );
      return findById(db, id);
    },

    async createSharedIfNameFree(ownerId, fields) {
      const id = randomUUID();
      return db.transaction(async (tx) => {
        if (await sharedNameTaken(tx, ownerId, fields.name)) return undefined;
        await tx.run(
          `INSERT INTO repositories (id, owner_id, personal, name, description, created_at)
           VALUES (?, ?, 0, ?, ?, ?)`,
          [id, ownerId, fields.name, fields.description ?? '', nowIso()],
        );
        return findById(tx, id);
      });
    },

    async updateIfNameFree(id, fields) {
      return db.transaction(async (tx) => {
        const repository = await findById(tx, id);
        if (!repository) return undefined;
        if (
          fields.name !== undefined &&
          (await sharedNameTaken(tx, repository.ownerId, fields.name, id))
        )
          return 'name-taken' as const;
        await tx.run(
          `UPDATE repositories SET name = coalesce(?, name),
             description = coalesce(?, description) WHERE id = ?`,
          [fields.name ?? null, fields.description ?? null, id],
        );
        return findById(tx, id);
      });
    },

    async listShared(ownerId) {
      return (
        await db.all(
          'SELECT * FROM repositories WHERE owner_id = ? AND personal = 0 ORDER BY created_at, id',
          [ownerId],
        )
      ).map(toRepository);
    },

    async saveGuest(repositoryId, namespace, guestProfileId) {
      await db.run(
        `INSERT INTO repository_guests (repository_id, user_namespace, guest_profile, created_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (repository_id, user_namespace) DO UPDATE SET guest_profile = excluded.guest_profile`,
        [repositoryId, namespace, guestProfileId, nowIso()],
      );
      const guest = await findGuest(db, repositoryId, namespace);
      if (!guest) throw new Error(`Guest ${namespace} vanished after insert`);
      return guest;
    },

    async addGuests(repositoryId, guests) {
      return db.transaction(async (tx) => {
        for (const { namespace } of guests) {
          if (await findGuest(tx, repositoryId, namespace)) return { alreadyGuest: namespace };
        }
        const createdAt = nowIso();
        for (const { namespace, guestProfileId } of guests) {
          await tx.run(
            `INSERT INTO repository_guests (repository_id, user_namespace, guest_profile, created_at)
             VALUES (?, ?, ?, ?)`,
            [repositoryId, namespace, guestProfileId, createdAt],
          );
        }
        const added: RepositoryGuest[] = [];
        for (const { namespace } of guests) {
          const guest = await findGuest(tx, repositoryId, namespace);
          if (!guest) throw new Error(`Guest ${namespace} vanished after insert`);
          added.push(guest);
        }
        return { added };
      });
    },

    async removeGuest(repositoryId, namespace) {
      return (
        (
          await db.run(
            'DELETE FROM repository_guests WHERE repository_id = ? AND user_namespace = ?',
            [repositoryId, namespace],
          )
        ).changes > 0
      );
    },

    async listGuests(repositoryId) {
      return (
        await db.all(`${GUEST_QUERY} WHERE g.repository_id = ? ORDER BY u.email`, [repositoryId])
      ).map(toGuest);
    },

    async findGuest(repositoryId, namespace) {
      return findGuest(db, repositoryId, namespace);
    },

    async listSharedWith(namespace) {
      const rows = await db.all(`${GUEST_QUERY} WHERE g.user_namespace = ? ORDER BY g.created_at`, [
        namespace,
      ]);
      const shared: Array<{ repository: Repository; guest: RepositoryGuest }> = [];
      for (const row of rows) {
        const guest = toGuest(row);
        const repository = await findById(db, guest.repositoryId);
        if (repository) shared.push({ repository, guest });
      }
      return shared;
    },
  };
}
