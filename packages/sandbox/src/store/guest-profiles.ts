import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { stringList, text } from './rows.js';

/** A named set of permissions a host grants a guest (SPEC §3 Repository, guest_profile). */
export interface GuestProfile {
  id: string;
  name: string;
  role: string;
  description: string;
  /** `action:resource` permissions the profile allows. */
  permissions: string[];
}

export interface GuestProfileStore {
  list(): Promise<GuestProfile[]>;
  find(id: string): Promise<GuestProfile | undefined>;
  /** Creates or replaces a profile (the built-in ones are refreshed on every start). */
  save(profile: GuestProfile): Promise<GuestProfile>;
}

export function toGuestProfile(row: SqlRow): GuestProfile {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    role: text(row, 'role'),
    description: text(row, 'description'),
    permissions: stringList(row, 'permissions'),
  };
}

export function createSqlGuestProfileStore(db: SqlClient): GuestProfileStore {
  return {
    async list() {
      return (await db.all('SELECT * FROM guest_profiles ORDER BY id')).map(toGuestProfile);
    },

    async find(id) {
      const row = await db.get('SELECT * FROM guest_profiles WHERE id = ?', [id]);
      return row && toGuestProfile(row);
    },

    async save(profile) {
      await db.run(
        `INSERT INTO guest_profiles (id, name, role, description, permissions) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, role = excluded.role,
           description = excluded.description, permissions = excluded.permissions`,
        [
          profile.id,
          profile.name,
          profile.role,
          profile.description,
          JSON.stringify(profile.permissions),
        ],
      );
      return profile;
    },
  };
}
