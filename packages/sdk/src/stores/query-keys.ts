// The keys of the query cache's values, so live events (live/live-queries.ts) and the stores
// that define the queries name them alike.
export const QUERY_KEYS = {
  /** Device counts (the dashboard's headline numbers): `[...deviceCounts, id]`. */
  deviceCounts: ['devices', 'count'],
  /** One device as read by a screen: `[...device, uuid]`. */
  device: ['devices', 'detail'],
  /** Update assignments across the repository (recent update activity). */
  updates: ['updates'],
  /** A package version and what is published of it: `[...packageVersion, name, version]`. */
  packageVersion: ['packages', 'version'],
  /** Fleets and their device counts (the top fleets). */
  fleets: ['fleets'],
  /** Chosen fleets with their device stats (an install's targets): `[...fleetStats, ...ids]`. */
  fleetStats: ['fleets', 'stats'],
  /** A page of devices to install to, by search: `[...deviceTargets, search, offset, limit]`. */
  deviceTargets: ['devices', 'targets'],
  /** A page of fleets to install to, by search: `[...fleetTargets, search, offset, limit]`. */
  fleetTargets: ['fleets', 'targets'],
  /** Chosen devices read by their uuids (an install's targets): `[...chosenDevices, ...uuids]`. */
  chosenDevices: ['devices', 'chosen'],
  /** The active repository's provisioning token. */
  provisioningToken: ['devices', 'provisioning-token'],
  /** The keys trusted to sign package source metadata. */
  delegationKeys: ['packages', 'delegation-keys'],
  /** The user's open remote sessions in a fleet: `[...fleetSessions, fleetId]`. */
  fleetSessions: ['remote-access', 'sessions', 'fleet'],
} as const satisfies Record<string, readonly string[]>;
