import { afterEach, describe, expect, it } from 'vitest';
import {
  createRemoteAccessResource,
  type RemoteAccessDeviceInfo,
  type RemoteSession,
} from './remote-access';
import {
  startContractServer,
  uuidFor,
  type ContractServer,
  type Route,
} from './testing/contract-server';

const DEVICE = uuidFor(7);
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB8k dev@laptop';
const session: RemoteSession = {
  ssh: {
    AuthorizedPubKeys: [KEY],
    ReversePort: 42022,
    RaServerUrl: 'ra.example.com',
    RaServerSshPubKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH2r ra-server',
    ExpiresAt: '2025-05-06T10:30:00Z',
  },
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, remoteAccess: createRemoteAccessResource(server.client) };
}

const sessionsPath = `/api/v2beta/remote-access/device/${DEVICE}/sessions`;

describe('SPEC §7 Remote access: sessions', () => {
  it('opens, reads and closes a device session', async () => {
    const { server, remoteAccess } = await serve({
      [`POST ${sessionsPath}`]: { status: 204 },
      [`GET ${sessionsPath}`]: { status: 200, body: session },
      [`DELETE ${sessionsPath}`]: { status: 204 },
    });
    await remoteAccess.createRemoteSession(DEVICE, { PublicKeys: [KEY], SessionDuration: '30m' });
    await expect(remoteAccess.getRemoteSession(DEVICE)).resolves.toEqual(session);
    await expect(remoteAccess.deleteRemoteSession(DEVICE)).resolves.toBeUndefined();
    expect(server.exchanges[0]!.request.json).toEqual({
      PublicKeys: [KEY],
      SessionDuration: '30m',
    });
    expect(server.problems()).toEqual([]);
  });

  it('reads no session as undefined (404)', async () => {
    const { server, remoteAccess } = await serve({
      [`GET ${sessionsPath}`]: { status: 404, body: { code: 'not_found', msg: 'No session' } },
    });
    await expect(remoteAccess.getRemoteSession(DEVICE)).resolves.toBeUndefined();
    expect(server.problems()).toEqual([]);
  });

  it('needs a device uuid and at least one key, before any request', async () => {
    const { server, remoteAccess } = await serve({});
    await expect(remoteAccess.getRemoteSession('')).rejects.toThrow('Device uuid is required');
    await expect(
      remoteAccess.createRemoteSession(DEVICE, { PublicKeys: [], SessionDuration: '1h' }),
    ).rejects.toThrow('Add at least one OpenSSH public key.');
    await expect(
      remoteAccess.createRemoteSession(DEVICE, { PublicKeys: [KEY], SessionDuration: '' }),
    ).rejects.toThrow('Choose how long the session lasts.');
    expect(server.exchanges).toEqual([]);
  });

  it("lists the user's sessions and reads a device's remote access state", async () => {
    const info: RemoteAccessDeviceInfo = {
      deviceId: DEVICE,
      lastApiConnect: '2025-05-06T09:58:00Z',
      lastVersion: '1.4.2',
      lastSshSessionConnect: { ConnectedAt: '2025-05-06T09:59:00Z', IpAddress: '198.51.100.4' },
      lastUserConnect: { ConnectedAt: '2025-05-06T10:00:00Z', RemoteIp: '203.0.113.7' },
    };
    const { server, remoteAccess } = await serve({
      'GET /api/v2beta/remote-access/user/sessions': {
        status: 200,
        body: [{ deviceId: DEVICE, session }],
      },
      [`GET /api/v2beta/remote-access/device/${DEVICE}`]: { status: 200, body: info },
    });
    await expect(remoteAccess.listRemoteSessions()).resolves.toEqual([
      { deviceId: DEVICE, session },
    ]);
    await expect(remoteAccess.getRemoteAccessDevice(DEVICE)).resolves.toEqual(info);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7 Remote access: public keys and accepted IPs', () => {
  it('lists, adds and removes public keys', async () => {
    const keys = { 'key-1': { pubkey: KEY, meta: { label: 'laptop' } } };
    const { server, remoteAccess } = await serve({
      'GET /api/v2beta/remote-access/user/public-keys': { status: 200, body: { keys } },
      'POST /api/v2beta/remote-access/user/public-keys': { status: 204 },
      'DELETE /api/v2beta/remote-access/user/public-keys/key-1': { status: 204 },
    });
    await expect(remoteAccess.listRemoteAccessPublicKeys()).resolves.toEqual(keys);
    await remoteAccess.addRemoteAccessPublicKey({ pubkey: KEY, meta: { label: 'laptop' } });
    await remoteAccess.deleteRemoteAccessPublicKey('key-1');
    expect(server.exchanges[1]!.request.json).toEqual({ pubkey: KEY, meta: { label: 'laptop' } });
    await expect(remoteAccess.addRemoteAccessPublicKey({ pubkey: '' })).rejects.toThrow(
      'Enter an OpenSSH public key.',
    );
    expect(server.exchanges).toHaveLength(3);
    expect(server.problems()).toEqual([]);
  });

  it('lists, adds and removes accepted IPs', async () => {
    const { server, remoteAccess } = await serve({
      'GET /api/v2beta/remote-access/user/ip-accept-list': { status: 200, body: ['203.0.113.7'] },
      'POST /api/v2beta/remote-access/user/ip-accept-list': { status: 204 },
      'DELETE /api/v2beta/remote-access/user/ip-accept-list/203.0.113.7': { status: 204 },
    });
    await expect(remoteAccess.listAcceptedIps()).resolves.toEqual(['203.0.113.7']);
    await remoteAccess.addAcceptedIp('203.0.113.7');
    await remoteAccess.removeAcceptedIp('203.0.113.7');
    expect(server.exchanges[1]!.request.json).toEqual({ ip: '203.0.113.7' });
    expect(server.problems()).toEqual([]);
  });
});
