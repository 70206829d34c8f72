// SPEC §2 a fleet's remote-access tab, as a query of the query cache: the API lists the user's
// open sessions (each with its device) but has no per-fleet call, so the sessions are kept
// whose device is in the fleet (the devices' fleet membership).
import type { FleetSdk } from '../fleet';
import type { RemoteUserSession } from '../resources/remote-access';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

/** The sessions whose device belongs to `fleetId`; membership is asked only when needed. */
export async function sessionsInFleet(
  sessions: readonly RemoteUserSession[],
  fleetId: string,
  membershipOf: (uuids: string[]) => Promise<Record<string, ReadonlyArray<{ id: string }>>>,
): Promise<RemoteUserSession[]> {
  if (sessions.length === 0) return [];
  const membership = await membershipOf([...new Set(sessions.map((s) => s.deviceId))]);
  return sessions.filter((s) => membership[s.deviceId]?.some((fleet) => fleet.id === fleetId));
}

/** The user's open remote sessions on devices of `fleetId`. */
export function fleetSessionsQuery(
  sdk: Pick<FleetSdk, 'remoteAccess' | 'devices'>,
  fleetId: string,
): QueryDefinition<RemoteUserSession[]> {
  return {
    key: [...QUERY_KEYS.fleetSessions, fleetId],
    fetch: async () =>
      sessionsInFleet(await sdk.remoteAccess.listRemoteSessions(), fleetId, (uuids) =>
        sdk.devices.getFleetMembership(uuids),
      ),
  };
}
