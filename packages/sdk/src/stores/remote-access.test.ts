import { describe, expect, it } from 'vitest';
import { createRemoteAccessStore } from './remote-access';
import { fakeFleet, type FakeRoute } from './testing/fake-fleet';
import { failing, uuidFor } from './testing/store-fixtures';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB8k dev@laptop';
const session = {
  ssh: {
    AuthorizedPubKeys: [KEY],
    ReversePort: 42022,
    RaServerUrl: 'ra.example.com',
    RaServerSshPubKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH2r ra-server',
    ExpiresAt: '2025-05-06T10:30:00Z',
  },
};

function setup(routes: Record<string, FakeRoute> = {}) {
  let keys: Record<string, { pubkey: string }> = { k1: { pubkey: KEY } };
  let ips = ['203.0.113.7'];
  const fake = fakeFleet({
    'GET /api/v2beta/remote-access/user/sessions': {
      status: 200,
      body: [{ deviceId: uuidFor(1), session }],
    },
    'GET /api/v2beta/remote-access/user/public-keys': () => ({ status: 200, body: { keys } }),
    'POST /api/v2beta/remote-access/user/public-keys': ({ body }) => {
      keys = { ...keys, k2: body as { pubkey: string } };
      return { status: 204 };
    },
    'DELETE /api/v2beta/remote-access/user/public-keys/{id}': { status: 204 },
    'GET /api/v2beta/remote-access/user/ip-accept-list': () => ({ status: 200, body: ips }),
    'POST /api/v2beta/remote-access/user/ip-accept-list': ({ body }) => {
      ips = [...ips, (body as { ip: string }).ip];
      return { status: 204 };
    },
    'DELETE /api/v2beta/remote-access/user/ip-accept-list/{ip}': { status: 204 },
    'GET /api/v2beta/remote-access/device/{id}/sessions': { status: 200, body: session },
    'POST /api/v2beta/remote-access/device/{id}/sessions': { status: 204 },
    'DELETE /api/v2beta/remote-access/device/{id}/sessions': { status: 204 },
    ...routes,
  });
  return { fake, store: createRemoteAccessStore({ sdk: fake.fleet }) };
}

describe('SPEC §3 remote access', () => {
  it('lists sessions, keys and accepted IPs', async () => {
    const { fake, store } = setup();
    await Promise.all([
      store.refreshSessions(),
      store.refreshPublicKeys(),
      store.refreshAcceptedIps(),
    ]);
    expect(store.sessions.data.value).toEqual([{ deviceId: uuidFor(1), session }]);
    expect(store.publicKeys.data.value).toEqual([{ keyId: 'k1', pubkey: KEY }]);
    expect(store.acceptedIps.data.value).toEqual(['203.0.113.7']);
    expect(fake.problems()).toEqual([]);
  });

  it('adds and deletes public keys', async () => {
    const { fake, store } = setup();
    await store.refreshPublicKeys();
    await store.addPublicKey({ pubkey: 'ssh-ed25519 AAAAC3Nza second' });
    expect(store.publicKeys.data.value?.map((k) => k.keyId)).toEqual(['k1', 'k2']);
    await store.deletePublicKey('k1');
    expect(store.publicKeys.data.value?.map((k) => k.keyId)).toEqual(['k2']);
    expect(fake.problems()).toEqual([]);
  });

  it('adds and removes accepted IPs; a failure rethrows and leaves the list', async () => {
    const { store } = setup();
    await store.refreshAcceptedIps();
    await store.addAcceptedIp('198.51.100.4');
    expect(store.acceptedIps.data.value).toEqual(['203.0.113.7', '198.51.100.4']);
    await store.removeAcceptedIp('203.0.113.7');
    expect(store.acceptedIps.data.value).toEqual(['198.51.100.4']);

    const broken = setup({
      'DELETE /api/v2beta/remote-access/user/ip-accept-list/{ip}': failing('Not on the list', 404),
    });
    await broken.store.refreshAcceptedIps();
    await expect(broken.store.removeAcceptedIp('203.0.113.7')).rejects.toThrow('Not on the list');
    expect(broken.store.acceptedIps.data.value).toEqual(['203.0.113.7']);
  });

  it('opens and closes a device session', async () => {
    const { fake, store } = setup();
    await store.refreshSessions();
    await store.openSession(uuidFor(1), { PublicKeys: [KEY], SessionDuration: '30m' });
    expect(store.deviceSession.data.value).toEqual({ deviceUuid: uuidFor(1), session });
    expect(fake.sent('GET /api/v2beta/remote-access/user/sessions')).toHaveLength(2);
    await store.closeSession(uuidFor(1));
    expect(store.deviceSession.data.value).toEqual({ deviceUuid: uuidFor(1), session: undefined });
    expect(store.sessions.data.value).toEqual([]);
    expect(fake.problems()).toEqual([]);
  });
});
