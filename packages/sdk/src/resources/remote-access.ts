// Remote access (SPEC §3 Remote access, §6 remoteSessions / remoteAccessKeys / remoteAccessIps,
// §7 Remote access): SSH sessions to devices, the user's public keys and the accepted IPs.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import {
  FleetValidationError,
  requireDeviceUuid,
  requireNonEmptyString,
} from '../domain/validation';
import { failedWith } from './reworded-error';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type RemoteSession = Schemas['RemoteSession'];
export type RemoteSessionRequest = Schemas['RemoteSessionRequest'];
export type RemoteUserSession = Schemas['RemoteUserSession'];
export type RemoteAccessDeviceInfo = Schemas['RemoteAccessDeviceInfo'];
export type RemoteAccessPublicKey = Schemas['RemoteAccessPublicKey'];
export type RemoteAccessPublicKeys = Schemas['RemoteAccessPublicKeys'];
export type AcceptedIp = Schemas['AcceptedIp'];

export type RemoteAccessResource = ReturnType<typeof createRemoteAccessResource>;

export function createRemoteAccessResource(client: FleetClient) {
  const { api } = client;
  const devicePath = (deviceUuid: string) => ({
    params: { path: { deviceUuid: requireDeviceUuid(deviceUuid) } },
  });

  return {
    /** The device's open session; undefined when it has none (the server answers 404). */
    async getRemoteSession(deviceUuid: string): Promise<RemoteSession | undefined> {
      const path = devicePath(deviceUuid);
      try {
        return await unwrap(
          api.GET('/api/v2beta/remote-access/device/{deviceUuid}/sessions', path),
        );
      } catch (error) {
        if (failedWith(error, 404)) return undefined;
        throw error;
      }
    },

    /**
     * Opens a session to the device for registered public keys (at least one) lasting
     * `SessionDuration` (e.g. `30m`, `1h`). Read it with getRemoteSession afterwards.
     */
    async createRemoteSession(deviceUuid: string, request: RemoteSessionRequest): Promise<void> {
      const path = devicePath(deviceUuid);
      if (!Array.isArray(request?.PublicKeys))
        throw new FleetValidationError('validation.notArray', { field: 'PublicKeys' });
      if (request.PublicKeys.length === 0)
        throw new FleetValidationError('validation.emptyList', { field: 'PublicKeys' });
      requireNonEmptyString(request.SessionDuration, 'validation.fieldRequired', {
        field: 'SessionDuration',
      });
      await unwrap(
        api.POST('/api/v2beta/remote-access/device/{deviceUuid}/sessions', {
          ...path,
          body: { PublicKeys: [...request.PublicKeys], SessionDuration: request.SessionDuration },
        }),
      );
    },

    /** Closes the device's session. */
    async deleteRemoteSession(deviceUuid: string): Promise<void> {
      const path = devicePath(deviceUuid);
      await unwrap(api.DELETE('/api/v2beta/remote-access/device/{deviceUuid}/sessions', path));
    },

    /** The device's agent version and last connections. */
    async getRemoteAccessDevice(deviceUuid: string): Promise<RemoteAccessDeviceInfo> {
      const path = devicePath(deviceUuid);
      return unwrap(api.GET('/api/v2beta/remote-access/device/{deviceUuid}', path));
    },

    /** Every open session of the user, with its device. */
    listRemoteSessions(): Promise<RemoteUserSession[]> {
      return unwrap(api.GET('/api/v2beta/remote-access/user/sessions'));
    },

    /** The user's registered public keys, by key id. */
    async listRemoteAccessPublicKeys(): Promise<RemoteAccessPublicKeys['keys']> {
      return (await unwrap(api.GET('/api/v2beta/remote-access/user/public-keys'))).keys;
    },

    /** Registers a public key (OpenSSH format), with optional free-form `meta`. */
    async addRemoteAccessPublicKey(key: RemoteAccessPublicKey): Promise<void> {
      requireNonEmptyString(key?.pubkey, 'validation.fieldRequired', { field: 'pubkey' });
      await unwrap(api.POST('/api/v2beta/remote-access/user/public-keys', { body: key }));
    },

    /** Removes a public key by its id (a key of listRemoteAccessPublicKeys). */
    async deleteRemoteAccessPublicKey(keyId: string): Promise<void> {
      requireNonEmptyString(keyId, 'validation.fieldRequired', { field: 'keyId' });
      await unwrap(
        api.DELETE('/api/v2beta/remote-access/user/public-keys/{keyId}', {
          params: { path: { keyId } },
        }),
      );
    },

    /** The accepted IPv4 addresses. */
    listAcceptedIps(): Promise<AcceptedIp[]> {
      return unwrap(api.GET('/api/v2beta/remote-access/user/ip-accept-list'));
    },

    /** Adds an IPv4 address to the accept list. */
    async addAcceptedIp(ip: AcceptedIp): Promise<void> {
      requireNonEmptyString(ip, 'validation.fieldRequired', { field: 'ip' });
      await unwrap(api.POST('/api/v2beta/remote-access/user/ip-accept-list', { body: { ip } }));
    },

    /** Removes an address from the accept list. */
    async removeAcceptedIp(ip: AcceptedIp): Promise<void> {
      requireNonEmptyString(ip, 'validation.fieldRequired', { field: 'ip' });
      await unwrap(
        api.DELETE('/api/v2beta/remote-access/user/ip-accept-list/{ip}', {
          params: { path: { ip } },
        }),
      );
    },
  };
}
