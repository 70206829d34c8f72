// Test support: an in-memory remote access API (sessions, public keys, accepted IPs, and the
// device search) answering the wire shapes of openapi/ (RemoteUserSession, RemoteSession,
// RemoteAccessPublicKeys, AcceptedIp, DevicePage), so the browser tests drive the real SDK
// resource and remote access store. It refuses what the real server refuses in these tests:
// a key that is not OpenSSH, a private address, a second session on a device.
import type { components } from '@fleet/sdk';
import { errorAnswer, fakeApi, type FakeApi } from '../../testing/fake-api.js';

type Schemas = components['schemas'];

export const DEVICE_A = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
export const DEVICE_B = '9b2f7c1e-4d3a-4f60-8e21-6a0c5d9e7b14';
export const LAPTOP_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB8kQ2x0bGFwdG9wLWtleS1mb3ItdGVzdHM dev@laptop';
export const CI_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHRoZS1jaS1rZXktZm9yLXRoZS10ZXN0cy0x ci@runner';

const device = (uuid: string, name: string): Schemas['Device'] => ({
  deviceUuid: uuid,
  deviceId: `verdin-${name.toLowerCase()}`,
  deviceName: name,
  notes: null,
  deviceStatus: 'UpToDate',
  hibernated: false,
  lastSeen: '2025-05-12T08:41:07Z',
  createdAt: '2025-01-20T10:02:00Z',
  activatedAt: '2025-01-20T10:05:31Z',
});
const DEVICES = [device(DEVICE_A, 'Packer'), device(DEVICE_B, 'Sorter')];

const session = (keys: string[]): Schemas['RemoteSession'] => ({
  ssh: {
    AuthorizedPubKeys: keys,
    ReversePort: 42022,
    RaServerUrl: 'ra.example.com',
    RaServerSshPubKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH2r ra-server',
    ExpiresAt: '2031-05-06T10:30:00Z',
  },
});

export interface RemoteAccessState {
  sessions: Map<string, Schemas['RemoteSession']>;
  keys: Map<string, Schemas['RemoteAccessPublicKey']>;
  ips: string[];
}

export function remoteAccessApi(
  start: {
    sessions?: string[];
    keys?: Record<string, Schemas['RemoteAccessPublicKey']>;
    ips?: string[];
  } = {},
): FakeApi & { state: RemoteAccessState } {
  const state: RemoteAccessState = {
    sessions: new Map((start.sessions ?? []).map((uuid) => [uuid, session([LAPTOP_KEY])])),
    keys: new Map(
      Object.entries(start.keys ?? { k1: { pubkey: LAPTOP_KEY, meta: { label: 'laptop' } } }),
    ),
    ips: [...(start.ips ?? ['203.0.113.7'])],
  };
  let nextKey = 2;
  const uuidOf = (path: string) => path.split('/')[5] ?? '';
  const api = fakeApi({
    'GET /api/v2beta/devices': (request) => {
      const text = (request.query.get('nameContains') ?? '').toLowerCase();
      const uuids = request.query.getAll('deviceUuids');
      const values = DEVICES.filter(
        (d) =>
          d.deviceName.toLowerCase().includes(text) &&
          (uuids.length === 0 || uuids.includes(d.deviceUuid)),
      );
      return {
        status: 200,
        body: {
          values,
          total: values.length,
          offset: 0,
          limit: 20,
        } satisfies Schemas['DevicePage'],
      };
    },
    'GET /api/v2beta/remote-access/user/sessions': () => ({
      status: 200,
      body: [...state.sessions].map(([deviceId, s]) => ({
        deviceId,
        session: s,
      })) satisfies Schemas['RemoteUserSession'][],
    }),
    'GET /api/v2beta/remote-access/device/{deviceUuid}/sessions': (request) => {
      const found = state.sessions.get(uuidOf(request.path));
      return found
        ? { status: 200, body: found }
        : errorAnswer(404, 'The device has no open remote access session.', 'not_found');
    },
    'POST /api/v2beta/remote-access/device/{deviceUuid}/sessions': (request) => {
      const uuid = uuidOf(request.path);
      if (state.sessions.has(uuid))
        return errorAnswer(
          409,
          'The device already has an open remote access session.',
          'conflict',
        );
      const body = request.body as Schemas['RemoteSessionRequest'];
      state.sessions.set(uuid, session(body.PublicKeys));
      return { status: 204 };
    },
    'DELETE /api/v2beta/remote-access/device/{deviceUuid}/sessions': (request) => {
      state.sessions.delete(uuidOf(request.path));
      return { status: 204 };
    },
    'GET /api/v2beta/remote-access/user/public-keys': () => ({
      status: 200,
      body: { keys: Object.fromEntries(state.keys) } satisfies Schemas['RemoteAccessPublicKeys'],
    }),
    'POST /api/v2beta/remote-access/user/public-keys': (request) => {
      const key = request.body as Schemas['RemoteAccessPublicKey'];
      if (!key.pubkey.startsWith('ssh-'))
        return errorAnswer(
          400,
          'Not an OpenSSH public key of a supported type (ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521).',
        );
      state.keys.set(`k${nextKey++}`, key);
      return { status: 204 };
    },
    'DELETE /api/v2beta/remote-access/user/public-keys/{keyId}': (request) => {
      state.keys.delete(request.path.split('/').pop() ?? '');
      return { status: 204 };
    },
    'GET /api/v2beta/remote-access/user/ip-accept-list': () => ({
      status: 200,
      body: [...state.ips] satisfies Schemas['AcceptedIp'][],
    }),
    'POST /api/v2beta/remote-access/user/ip-accept-list': (request) => {
      const { ip } = request.body as Schemas['AcceptedIpRequest'];
      if (/^(10|192\.168)\./.test(ip))
        return errorAnswer(
          400,
          `${ip} is a private or reserved address; only public IPv4 addresses can be accepted.`,
        );
      state.ips.push(ip);
      return { status: 204 };
    },
    'DELETE /api/v2beta/remote-access/user/ip-accept-list/{ip}': (request) => {
      const ip = request.path.split('/').pop();
      state.ips = state.ips.filter((known) => known !== ip);
      return { status: 204 };
    },
  });
  return Object.assign(api, { state });
}
