// Remote access (SPEC §2 /remote-access/{tab} and the device and fleet remote-access tabs, §3
// Remote access): the user's open sessions, their public keys and the accepted IPs, and the
// session of one device. Adding or removing reloads the list it changes.
import type { FleetSdk } from '../fleet';
import type {
  AcceptedIp,
  RemoteAccessPublicKey,
  RemoteSession,
  RemoteSessionRequest,
  RemoteUserSession,
} from '../resources/remote-access';
import { asyncState } from './support/async-state';
import { reloadAfterChange } from './support/reload-after-change';

/** A registered public key with the id that deletes it. */
export interface RemoteAccessKey extends RemoteAccessPublicKey {
  keyId: string;
}

export interface RemoteAccessStoreDeps {
  sdk: Pick<FleetSdk, 'remoteAccess'>;
}

export type RemoteAccessStore = ReturnType<typeof createRemoteAccessStore>;

export function createRemoteAccessStore(deps: RemoteAccessStoreDeps) {
  const { remoteAccess } = deps.sdk;
  const sessions = asyncState<RemoteUserSession[]>();
  const publicKeys = asyncState<RemoteAccessKey[]>();
  const acceptedIps = asyncState<AcceptedIp[]>();
  // One device at a time: the device tab shows the session of the device it is about.
  const deviceSession = asyncState<{ deviceUuid: string; session: RemoteSession | undefined }>();

  const refreshSessions = () => sessions.run(() => remoteAccess.listRemoteSessions());
  const refreshPublicKeys = () =>
    publicKeys.run(async () =>
      Object.entries(await remoteAccess.listRemoteAccessPublicKeys()).map(([keyId, key]) => ({
        keyId,
        ...key,
      })),
    );
  const refreshAcceptedIps = () => acceptedIps.run(() => remoteAccess.listAcceptedIps());
  const loadDeviceSession = (deviceUuid: string) =>
    deviceSession.run(async () => ({
      deviceUuid,
      session: await remoteAccess.getRemoteSession(deviceUuid),
    }));
  const sessionsLoaded = () => sessions.data.peek() !== undefined;

  return {
    /** Every open session of the user, with its device. */
    sessions,
    /** The user's registered public keys. */
    publicKeys,
    /** The IPv4 addresses exempt from rate limiting. */
    acceptedIps,
    /** The open session of the device last asked for (session undefined: it has none). */
    deviceSession,

    refreshSessions,
    refreshPublicKeys,
    refreshAcceptedIps,
    loadDeviceSession,

    async addPublicKey(key: RemoteAccessPublicKey): Promise<void> {
      await remoteAccess.addRemoteAccessPublicKey(key);
      await reloadAfterChange(refreshPublicKeys());
    },
    async deletePublicKey(keyId: string): Promise<void> {
      await remoteAccess.deleteRemoteAccessPublicKey(keyId);
      publicKeys.update((keys) => keys?.filter((key) => key.keyId !== keyId));
    },
    async addAcceptedIp(ip: AcceptedIp): Promise<void> {
      await remoteAccess.addAcceptedIp(ip);
      await reloadAfterChange(refreshAcceptedIps());
    },
    async removeAcceptedIp(ip: AcceptedIp): Promise<void> {
      await remoteAccess.removeAcceptedIp(ip);
      acceptedIps.update((ips) => ips?.filter((known) => known !== ip));
    },
    /** Opens a session to a device; its session (and the session list, if shown) reload. */
    async openSession(deviceUuid: string, request: RemoteSessionRequest): Promise<void> {
      await remoteAccess.createRemoteSession(deviceUuid, request);
      await reloadAfterChange(
        loadDeviceSession(deviceUuid),
        sessionsLoaded() ? refreshSessions() : undefined,
      );
    },
    /** Closes a device's session; it leaves the session list. */
    async closeSession(deviceUuid: string): Promise<void> {
      await remoteAccess.deleteRemoteSession(deviceUuid);
      sessions.update((all) => all?.filter((session) => session.deviceId !== deviceUuid));
      if (deviceSession.data.peek()?.deviceUuid === deviceUuid)
        deviceSession.set({ deviceUuid, session: undefined });
    },
    dispose(): void {
      for (const state of [sessions, publicKeys, acceptedIps, deviceSession]) state.abort();
    },
  };
}
