import type { Database } from '../db/database.js';
import { createSqlApiClientStore, type ApiClientStore } from './api-clients.js';
import { createSqlGuestProfileStore, type GuestProfileStore } from './guest-profiles.js';
import { createSqlIdentityStore, type IdentityStore } from './identity.js';
import { createSqlRepositoryStore, type RepositoryStore } from './repositories.js';
import { createSqlUserOptionStore, type UserOptionStore } from './user-options.js';
import { createSqlUserStore, type UserStore } from './users.js';

/**
 * The data layer: one store per concept, each with a Promise-returning interface so a
 * PostgreSQL implementation can stand in for the embedded one (see src/db/README.md).
 * A new store is added here, beside its migration.
 */
export interface Stores {
  users: UserStore;
  userOptions: UserOptionStore;
  repositories: RepositoryStore;
  guestProfiles: GuestProfileStore;
  apiClients: ApiClientStore;
  identity: IdentityStore;
}

export function createSqlStores(db: Database): Stores {
  return {
    users: createSqlUserStore(db),
    userOptions: createSqlUserOptionStore(db),
    repositories: createSqlRepositoryStore(db),
    guestProfiles: createSqlGuestProfileStore(db),
    apiClients: createSqlApiClientStore(db),
    identity: createSqlIdentityStore(db),
  };
}
