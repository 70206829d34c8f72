// SPEC §2 a fleet's remote-access tab: the SDK lists the user's open sessions (each with its
// device) but has no per-fleet call, so the sessions are kept whose device is in the fleet
// (the devices' fleet membership).
import type { FleetSdk, RemoteUserSession } from '@fleet/sdk';

type Sdk = Pick<FleetSdk, 'remoteAccess' | 'devices'>;

export async function fleetRemoteSessions(sdk: Sdk, fleetId: string): Promise<RemoteUserSession[]> {
  const sessions = await sdk.remoteAccess.listRemoteSessions();
  return sessionsInFleet(sessions, fleetId, (uuids) => sdk.devices.getFleetMembership(uuids));
}

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
