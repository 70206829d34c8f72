// Permission discovery (SPEC §6 Roles and permissions, §7 Auth): what the bearer token may do
// in the active repository, as the raw `action:resource` list and as rights to query.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { createRights, type Rights } from '../domain/rights';
import { unwrap } from './support/unwrap';

export type DiscoveredPermissions = components['schemas']['DiscoveredPermissions'];

/** The discovered permissions with the rights computed from them once. */
export interface DiscoveredRights extends DiscoveredPermissions {
  /** `rights.can('packages', 'upload')`, from domain/rights. */
  rights: Rights;
}

export type AuthResource = ReturnType<typeof createAuthResource>;

export function createAuthResource(client: FleetClient) {
  const { api } = client;

  return {
    /**
     * The token's permissions in the active repository (the personal one with the host token,
     * the shared one with a guest token), and the rights they grant.
     */
    async discoverPermissions(): Promise<DiscoveredRights> {
      const discovered = await unwrap(api.GET('/api/v2beta/auth/discover'));
      return { ...discovered, rights: createRights(discovered.permissions) };
    },
  };
}
