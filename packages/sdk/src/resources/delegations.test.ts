import { afterEach, describe, expect, it } from 'vitest';
import { FleetValidationError } from '../domain/validation';
import { FleetApiError } from '../errors';
import {
  createDelegationsResource,
  type DelegationKey,
  type TrustedDelegation,
} from './delegations';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const KEY_ID = 'c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0';
const nightly: TrustedDelegation = {
  name: 'tdx-nightly',
  friendlyName: 'Torizon Nightly',
  keyids: ['5a7f1c0e3b2d4f6a8c9e0b1d2f3a4c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c'],
  paths: ['torizon-core-*', 'torizon-docker-*'],
  threshold: 1,
  terminating: true,
  remoteUri: 'https://feeds.example.com/tdx-nightly.json',
  lastFetched: '2025-05-06T04:00:00Z',
};
const acme: TrustedDelegation = {
  name: 'acme-apps',
  friendlyName: 'ACME applications',
  keyids: [KEY_ID],
  paths: ['acme-*'],
  threshold: 2,
  terminating: true,
  remoteUri: 'https://packages.acme.example/targets.json',
};
const unnamed: TrustedDelegation = {
  name: 'lab-builds',
  keyids: [KEY_ID],
  paths: ['lab-*'],
  threshold: 1,
  terminating: true,
};
const DELEGATIONS = '/api/v2beta/packages_external/trusted-delegations';
const listed: Route = { status: 200, body: [nightly, acme, unnamed] };
const newSource = { name: 'beta-apps', keyids: [KEY_ID], paths: ['beta-*'] };
const info = {
  friendlyName: 'ACME applications',
  remoteUri: 'https://packages.acme.example/targets.json',
  lastFetched: '2025-05-06T09:00:00Z',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, delegations: createDelegationsResource(server.client) };
}

const sent = (s: ContractServer) =>
  s.exchanges.map(({ request }) => `${request.method} ${request.url}`);

describe('SPEC §3 package sources as listed', () => {
  it('shows built-in sources by their domain names, others by their friendly name or id', async () => {
    const { server, delegations } = await serve({ [`GET ${DELEGATIONS}`]: listed });
    const sources = await delegations.listTrustedDelegations();
    expect(sources.map((s) => [s.name, s.friendlyName])).toEqual([
      ['tdx-nightly', 'Toradex Nightly'],
      ['acme-apps', 'ACME applications'],
      ['lab-builds', 'lab-builds'],
    ]);
    expect(sources[1]).toEqual(acme);
    expect(server.problems()).toEqual([]);
  });

  it('lists the info of every source', async () => {
    const { server, delegations } = await serve({
      'GET /api/v2beta/packages_external/info': { status: 200, body: { 'acme-apps': info } },
    });
    await expect(delegations.listDelegationInfo()).resolves.toEqual({ 'acme-apps': info });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 a delegation name must be unique on add', () => {
  it('lists first, then adds with threshold 1 and terminating true', async () => {
    const { server, delegations } = await serve({
      [`GET ${DELEGATIONS}`]: listed,
      [`PUT ${DELEGATIONS}`]: { status: 204 },
    });
    await delegations.addTrustedDelegation(newSource);
    expect(sent(server)).toEqual([`GET ${DELEGATIONS}`, `PUT ${DELEGATIONS}?mode=add`]);
    expect(server.exchanges[1]!.request.json).toEqual([
      { ...newSource, threshold: 1, terminating: true },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('refuses a name in use without saving', async () => {
    const { server, delegations } = await serve({ [`GET ${DELEGATIONS}`]: listed });
    const error = await delegations
      .addTrustedDelegation({ ...newSource, name: 'acme-apps' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetValidationError);
    expect((error as Error).message).toBe('Delegation with that name already exists');
    expect(sent(server)).toEqual([`GET ${DELEGATIONS}`]);
    expect(server.problems()).toEqual([]);
  });

  it("reads the server's 409 the same way", async () => {
    const { server, delegations } = await serve({
      [`GET ${DELEGATIONS}`]: listed,
      [`PUT ${DELEGATIONS}`]: {
        status: 409,
        body: { code: 'conflict', msg: 'A delegation beta-apps exists' },
      },
    });
    const error = await delegations.addTrustedDelegation(newSource).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Delegation with that name already exists',
    });
    expect(server.problems()).toEqual([]);
  });

  it('needs a name, key ids and paths before any request', async () => {
    const { server, delegations } = await serve({});
    await expect(delegations.addTrustedDelegation({ ...newSource, name: '' })).rejects.toThrow(
      'Name is required',
    );
    await expect(delegations.addTrustedDelegation({ ...newSource, keyids: [] })).rejects.toThrow(
      'keyids must not be empty',
    );
    await expect(delegations.addTrustedDelegation({ ...newSource, paths: [] })).rejects.toThrow(
      'paths must not be empty',
    );
    expect(server.exchanges).toEqual([]);
  });
});

describe('SPEC §5 a delegation name must exist on update', () => {
  it('updates a listed source, keeping its threshold unless given', async () => {
    const { server, delegations } = await serve({
      [`GET ${DELEGATIONS}`]: listed,
      [`PUT ${DELEGATIONS}`]: { status: 204 },
    });
    await delegations.updateTrustedDelegation({
      name: 'acme-apps',
      keyids: [KEY_ID],
      paths: ['acme-*', 'acme2-*'],
    });
    expect(sent(server)).toEqual([`GET ${DELEGATIONS}`, `PUT ${DELEGATIONS}?mode=update`]);
    expect(server.exchanges[1]!.request.json).toEqual([
      {
        name: 'acme-apps',
        keyids: [KEY_ID],
        paths: ['acme-*', 'acme2-*'],
        threshold: 2,
        terminating: true,
      },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('refuses an unknown name without saving', async () => {
    const { server, delegations } = await serve({ [`GET ${DELEGATIONS}`]: listed });
    await expect(delegations.updateTrustedDelegation(newSource)).rejects.toThrow(
      new FleetValidationError('delegation.notFound'),
    );
    await expect(delegations.updateTrustedDelegation(newSource)).rejects.toThrow(
      'Delegation with that name does not exist',
    );
    expect(server.exchanges.every((e) => e.request.method === 'GET')).toBe(true);
    expect(server.problems()).toEqual([]);
  });

  it("reads the server's 404 the same way", async () => {
    const { server, delegations } = await serve({
      [`GET ${DELEGATIONS}`]: listed,
      [`PUT ${DELEGATIONS}`]: {
        status: 404,
        body: { code: 'not_found', msg: 'No delegation acme-apps' },
      },
    });
    await expect(
      delegations.updateTrustedDelegation({
        name: 'acme-apps',
        keyids: [KEY_ID],
        paths: ['acme-*'],
      }),
    ).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 404,
      message: 'Delegation with that name does not exist',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §8 remote metadata, refresh and verification', () => {
  const remote = '/api/v2beta/packages_external/acme-apps/remote';
  const refresh = '/api/v2beta/packages_external/refresh/acme-apps';

  it('sets the remote address', async () => {
    const { server, delegations } = await serve({ [`PUT ${remote}`]: { status: 201 } });
    await delegations.setDelegationRemote('acme-apps', {
      uri: 'https://packages.acme.example/targets.json',
      friendlyName: 'ACME applications',
    });
    expect(server.exchanges[0]!.request.json).toEqual({
      uri: 'https://packages.acme.example/targets.json',
      friendlyName: 'ACME applications',
    });
    expect(server.problems()).toEqual([]);
  });

  it("reads a verification failure as 'Could not verify trusted delegation', keeping why", async () => {
    const { server, delegations } = await serve({
      [`PUT ${remote}`]: {
        status: 400,
        body: {
          code: 'invalid_request',
          msg: 'Invalid signature',
          description: 'The metadata is not signed by key c1b0…',
        },
      },
    });
    await expect(
      delegations.setDelegationRemote('acme-apps', { uri: 'https://packages.acme.example/t.json' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Could not verify trusted delegation',
      description: 'The metadata is not signed by key c1b0…',
    });
    expect(server.problems()).toEqual([]);
  });

  it('refreshes a source and gives the new info', async () => {
    const { server, delegations } = await serve({
      [`GET ${refresh}`]: { status: 200, body: info },
    });
    await expect(delegations.refreshDelegation('acme-apps')).resolves.toEqual(info);
    expect(server.problems()).toEqual([]);
  });

  it.each([
    [502, 'unavailable', 'Unable to refresh this source'],
    [404, 'not_found', 'Unable to refresh this source'],
    [400, 'invalid_request', 'Could not verify trusted delegation'],
  ])('reads a refresh failure %s as %s', async (status, code, message) => {
    const { server, delegations } = await serve({
      [`GET ${refresh}`]: { status, body: { code, msg: 'upstream said no' } },
    });
    await expect(delegations.refreshDelegation('acme-apps')).rejects.toMatchObject({
      name: 'FleetApiError',
      status,
      message,
    });
    expect(server.problems()).toEqual([]);
  });

  it('edits the info and deletes a source', async () => {
    const { server, delegations } = await serve({
      [`PATCH ${DELEGATIONS}/acme-apps/info`]: {
        status: 200,
        body: { ...info, friendlyName: 'ACME' },
      },
      [`DELETE ${DELEGATIONS}/acme-apps`]: { status: 204 },
    });
    await expect(
      delegations.updateDelegationInfo('acme-apps', { friendlyName: 'ACME' }),
    ).resolves.toMatchObject({ friendlyName: 'ACME' });
    await expect(delegations.deleteTrustedDelegation('acme-apps')).resolves.toBeUndefined();
    expect(server.exchanges[0]!.request.json).toEqual({ friendlyName: 'ACME' });
    expect(server.problems()).toEqual([]);
  });

  it('lists and trusts keys', async () => {
    const key: DelegationKey = {
      keyid: KEY_ID,
      keytype: 'ED25519',
      keyval: { public: '8f2e4c1a9b3d5e7f' },
    };
    const { server, delegations } = await serve({
      [`GET ${DELEGATIONS}/keys`]: { status: 200, body: [key] },
      [`PUT ${DELEGATIONS}/keys`]: { status: 204 },
    });
    await expect(delegations.listDelegationKeys()).resolves.toEqual([key]);
    await delegations.addDelegationKeys([{ keytype: 'ED25519', keyval: key.keyval }]);
    expect(server.exchanges[1]!.request.json).toEqual([{ keytype: 'ED25519', keyval: key.keyval }]);
    await expect(delegations.addDelegationKeys([])).rejects.toThrow('keys must not be empty');
    expect(server.exchanges).toHaveLength(2);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §4 automatic refresh when the remote file changed', () => {
  const file = '/public/delegations/acme-apps/targets.json';
  const refresh = '/api/v2beta/packages_external/refresh/acme-apps';
  const modified = new Date('2025-05-06T10:00:00Z');
  const source = { name: 'acme-apps', remoteUri: file, lastFetched: '2025-05-06T09:00:00Z' };
  const routes = (): Record<string, Route> => ({
    [`HEAD ${file}`]: { status: 200, headers: { 'Last-Modified': modified.toUTCString() } },
    [`GET ${refresh}`]: { status: 200, body: info },
  });

  it('refreshes a source whose file changed after the last fetch, more than 10 s ago', async () => {
    const { server, delegations } = await serve(routes());
    const now = new Date(modified.getTime() + 10_000);
    await expect(delegations.needsRefresh(source, now)).resolves.toBe(true);
    await expect(delegations.refreshIfChanged(source, now)).resolves.toEqual(info);
    expect(sent(server)).toEqual([`HEAD ${file}`, `HEAD ${file}`, `GET ${refresh}`]);
    expect(server.problems()).toEqual([]);
  });

  it('leaves a file changed within the last 10 s, or not changed since the fetch', async () => {
    const { server, delegations } = await serve(routes());
    await expect(
      delegations.refreshIfChanged(source, new Date(modified.getTime() + 9_999)),
    ).resolves.toBeUndefined();
    await expect(
      delegations.refreshIfChanged(
        { ...source, lastFetched: '2025-05-06T10:00:05Z' },
        new Date('2025-05-06T12:00:00Z'),
      ),
    ).resolves.toBeUndefined();
    expect(sent(server)).toEqual([`HEAD ${file}`, `HEAD ${file}`]);
    expect(server.problems()).toEqual([]);
  });

  it('never checks a source without a remote address', async () => {
    const { server, delegations } = await serve({});
    await expect(delegations.needsRefresh({ remoteUri: undefined })).resolves.toBe(false);
    expect(server.exchanges).toEqual([]);
  });
});
