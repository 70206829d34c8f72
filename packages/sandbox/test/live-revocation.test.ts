// Issue finding "Revocation does not reach open sockets": once a guest is removed or loses its
// rights, an API client is deleted, or a token expires, its open live socket gets no more of
// the repository's events and is closed with authFailure (1008).
import { permissionFor } from '@fleet/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../src/live/close-codes.js';
import type { Sandbox } from '../src/sandbox.js';
import { authenticatedLive, liveUrlOf, type LiveClient } from './helpers/live-client.js';
import { clientCredentialsTokens, tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

const ORGS = '/api/accounts/organizations';
const CLIENTS = '/api/accounts/users/clients';
const SEEN = { type: 'DeviceSeen', deviceUuid: 'd-1', lastSeen: '2025-01-01T00:00:00Z' };

let sandbox: Sandbox;
let dev: string;
let pilotId: string;
let guestId: string;
let devRepositoryId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const { users, repositories } = sandbox.context.stores;
  const host = await users.findByEmail('dev@example.com');
  const [pilot] = await repositories.listShared(host?.id ?? '');
  pilotId = pilot?.id ?? '';
  guestId = (await users.findByEmail('guest@example.com'))?.id ?? '';
  devRepositoryId = (await repositories.personalOf(host?.id ?? ''))?.id ?? '';
  await sandbox.context.stores.guestProfiles.save({
    id: 'installer',
    name: 'Installer',
    role: 'installer',
    description: 'Provisions devices; sees nothing.',
    permissions: [permissionFor('devices', 'create/token')],
  });
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

/** The guest's live connection in the Pilot site, receiving its events. */
async function guestInPilot(): Promise<LiveClient> {
  const signedIn = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
  const issued = await api(sandbox, `${ORGS}/guest/${pilotId}`, {
    method: 'POST',
    token: signedIn,
  });
  expect(issued.status).toBe(200);
  const client = await authenticatedLive(
    liveUrlOf(sandbox.url),
    (issued.body as { access: string }).access,
  );
  expect(client.messages).toEqual([{ type: 'authSuccess' }]);
  expect(sandbox.context.live.deliver(pilotId, SEEN)).toBe(1);
  expect((await client.received(2))[1]).toEqual(SEEN);
  return client;
}

const setGuestProfile = (profile: string) =>
  api(sandbox, `${ORGS}/share/${pilotId}/users/${guestId}`, {
    method: 'PUT',
    token: dev,
    body: { guest_profile: profile },
  });

/** Closed with authFailure and 1008, and nothing after the change reached it. */
async function expectWithdrawn(client: LiveClient, receivedBefore: number): Promise<void> {
  expect(await client.closed).toMatchObject({ code: LIVE_CLOSE.policyViolation });
  expect(client.messages.slice(receivedBefore)).toEqual([
    { type: 'authFailure', message: expect.any(String) },
  ]);
}

describe('a guest socket after its access changes', () => {
  it('keeps receiving, re-scoped, when its profile changes to one that still reads devices', async () => {
    const client = await guestInPilot();
    expect((await setGuestProfile('developer')).status).toBe(200);
    await expect.poll(() => sandbox.context.live.deliver(pilotId, SEEN)).toBe(1);
    expect((await client.received(3))[2]).toEqual(SEEN);
    client.socket.close();
    await client.closed;
    expect((await setGuestProfile('read-only')).status).toBe(200);
  });

  it('is closed with authFailure once its profile no longer lets it read the repository', async () => {
    const client = await guestInPilot();
    expect((await setGuestProfile('installer')).status).toBe(200);
    // From the answer on, the repository's events no longer reach it.
    expect(sandbox.context.live.deliver(pilotId, SEEN)).toBe(0);
    await expectWithdrawn(client, 2);
    expect((await setGuestProfile('read-only')).status).toBe(200);
  });

  it('is closed with authFailure once the guest is removed from the repository', async () => {
    const client = await guestInPilot();
    const removed = await api(sandbox, `${ORGS}/share/${pilotId}/users/${guestId}`, {
      method: 'DELETE',
      token: dev,
    });
    expect(removed.status).toBe(204);
    expect(sandbox.context.live.deliver(pilotId, SEEN)).toBe(0);
    await expectWithdrawn(client, 2);
    expect(sandbox.context.live.connectionCount(pilotId)).toBe(0);
  });
});

describe('an API client socket', () => {
  it('is closed with authFailure once the API client is deleted', async () => {
    const created = await api(sandbox, CLIENTS, {
      method: 'POST',
      token: dev,
      body: { name: 'Live watcher', type: 'api-minimal' },
    });
    expect(created.status).toBe(201);
    const { clientId, clientSecret } = created.body as { clientId: string; clientSecret: string };
    const { access_token: token } = await clientCredentialsTokens(
      sandbox.url,
      clientId,
      clientSecret,
    );
    const client = await authenticatedLive(liveUrlOf(sandbox.url), token);
    expect(client.messages).toEqual([{ type: 'authSuccess' }]);

    expect(
      (await api(sandbox, `${CLIENTS}/${clientId}`, { method: 'DELETE', token: dev })).status,
    ).toBe(204);
    expect(sandbox.context.live.deliver(devRepositoryId, SEEN)).toBe(0);
    await expectWithdrawn(client, 1);
  });

  it('of a provisioning client, which reads nothing, is refused at authentication', async () => {
    const created = await api(sandbox, CLIENTS, {
      method: 'POST',
      token: dev,
      body: { name: 'Factory line', type: 'provision' },
    });
    const { clientId, clientSecret } = created.body as { clientId: string; clientSecret: string };
    const { access_token: token } = await clientCredentialsTokens(
      sandbox.url,
      clientId,
      clientSecret,
    );
    const client = await authenticatedLive(liveUrlOf(sandbox.url), token);
    expect(client.messages).toEqual([{ type: 'authFailure', message: expect.any(String) }]);
    expect((await client.closed).code).toBe(LIVE_CLOSE.policyViolation);
  });
});

describe('a socket whose token expires', () => {
  it('is closed with authFailure when the token expires', async () => {
    const host = await sandbox.context.stores.users.findByEmail('dev@example.com');
    // Long enough to be accepted on a busy machine; the test then waits for the expiry.
    const token = await sandbox.context.tokens.sign({ sub: host?.id ?? '' }, 5);
    const client = await authenticatedLive(liveUrlOf(sandbox.url), token);
    expect(client.messages).toEqual([{ type: 'authSuccess' }]);
    await expectWithdrawn(client, 1);
    expect(client.messages[1]).toEqual({
      type: 'authFailure',
      message: 'The access token has expired.',
    });
  });
});
