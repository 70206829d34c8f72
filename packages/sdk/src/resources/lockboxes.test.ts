import { afterEach, describe, expect, it } from 'vitest';
import { createLockboxesResource, toLockbox, type LockboxMetadata } from './lockboxes';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const SHA = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

function metadata(expires: string, version: number, packageIds: string[]): LockboxMetadata {
  return {
    signatures: [{ keyid: '9f3c1b8e2a', method: 'ed25519', sig: 'c2lnbmF0dXJl' }],
    signed: {
      _type: 'Targets',
      expires,
      version,
      targets: Object.fromEntries(
        packageIds.map((id) => [id, { hashes: { sha256: SHA }, length: 1873 }]),
      ),
    },
  };
}

const spring = metadata('2999-12-31T23:59:59Z', 2, ['torizon-core-docker-7.3.0', 'my-app-1.3.0']);
const old = metadata('2001-01-01T00:00:00Z', 1, []);

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, lockboxes: createLockboxesResource(server.client) };
}

describe('SPEC §3 Lockbox view of the signed metadata', () => {
  it('reads name, packageIds, expiresAt and version, and tells whether it has expired', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(toLockbox('spring-2025', spring, now)).toEqual({
      name: 'spring-2025',
      packageIds: ['torizon-core-docker-7.3.0', 'my-app-1.3.0'],
      packages: [
        { packageId: 'torizon-core-docker-7.3.0', hardwareIds: [] },
        { packageId: 'my-app-1.3.0', hardwareIds: [] },
      ],
      expiresAt: '2999-12-31T23:59:59Z',
      version: 2,
      expired: false,
    });
    expect(toLockbox('old', old, now)).toMatchObject({ packageIds: [], expired: true });
  });

  it("reads each package's name, version and target components from its metadata", () => {
    const box = metadata('2999-12-31T23:59:59Z', 1, []);
    box.signed.targets['my-app-1.2.0'] = {
      hashes: { sha256: SHA },
      length: 1873,
      custom: { name: 'my-app', version: '1.2.0', hardwareIds: ['docker-compose', 7] },
    };
    expect(toLockbox('b', box).packages).toEqual([
      {
        packageId: 'my-app-1.2.0',
        name: 'my-app',
        version: '1.2.0',
        hardwareIds: ['docker-compose'],
      },
    ]);
  });

  it('counts a lockbox as expired from the moment it expires', () => {
    const box = metadata('2025-06-01T00:00:00Z', 1, ['p']);
    expect(toLockbox('b', box, new Date('2025-05-31T23:59:59.999Z')).expired).toBe(false);
    expect(toLockbox('b', box, new Date('2025-06-01T00:00:00Z')).expired).toBe(true);
  });
});

describe('SPEC §7 lockbox calls', () => {
  it('lists lockbox names and every lockbox with its contents, by name', async () => {
    const { server, lockboxes } = await serve({
      'GET /api/v2beta/lockboxes': { status: 200, body: ['spring-2025', 'old'] },
      'GET /api/v2beta/lockbox-details': { status: 200, body: { 'spring-2025': spring, old } },
    });
    await expect(lockboxes.listLockboxNames()).resolves.toEqual(['spring-2025', 'old']);
    const all = await lockboxes.listLockboxes();
    expect(all.map((b) => [b.name, b.version, b.expired])).toEqual([
      ['old', 1, true],
      ['spring-2025', 2, false],
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('gets one lockbox, the latest or an earlier version', async () => {
    const { server, lockboxes } = await serve({
      'GET /api/v2beta/lockboxes/spring%202025': ({ query }) => ({
        status: 200,
        body:
          query.get('version') === '1'
            ? metadata('2999-12-31T23:59:59Z', 1, ['my-app-1.2.0'])
            : spring,
      }),
    });
    await expect(lockboxes.getLockbox('spring 2025')).resolves.toMatchObject({
      name: 'spring 2025',
      version: 2,
      packageIds: ['torizon-core-docker-7.3.0', 'my-app-1.3.0'],
    });
    await expect(lockboxes.getLockbox('spring 2025', { version: 1 })).resolves.toMatchObject({
      version: 1,
      packageIds: ['my-app-1.2.0'],
    });
    expect(server.exchanges[0]!.request.query.has('version')).toBe(false);
    expect(server.problems()).toEqual([]);
  });

  it('defines a lockbox (expiresAt sent as an RFC 3339 date-time) and deletes it', async () => {
    const { server, lockboxes } = await serve({
      'POST /api/v2beta/lockboxes/spring-2025': { status: 200 },
      'DELETE /api/v2beta/lockboxes/spring-2025': { status: 200 },
    });
    await lockboxes.defineLockbox({
      name: 'spring-2025',
      packageIds: ['torizon-core-docker-7.3.0', 'my-app-1.3.0'],
      expiresAt: new Date('2025-12-31T23:59:59Z'),
    });
    await lockboxes.deleteLockbox('spring-2025');
    expect(server.exchanges[0]!.request.json).toEqual({
      packageIds: ['torizon-core-docker-7.3.0', 'my-app-1.3.0'],
      expiresAt: '2025-12-31T23:59:59.000Z',
    });
    expect(server.exchanges[1]!.request.method).toBe('DELETE');
    expect(server.problems()).toEqual([]);
  });

  it('fails with the server message when a package is unknown', async () => {
    const { server, lockboxes } = await serve({
      'POST /api/v2beta/lockboxes/b': {
        status: 400,
        body: { code: 'invalid_request', msg: 'Package my-app-9.9.9 does not exist' },
      },
    });
    await expect(
      lockboxes.defineLockbox({
        name: 'b',
        packageIds: ['my-app-9.9.9'],
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    ).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 400,
      message: 'Package my-app-9.9.9 does not exist',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 lockbox validation', () => {
  it('needs a name, non-empty packageIds and a valid expiresAt, before any request', async () => {
    const { server, lockboxes } = await serve({});
    const valid = { name: 'b', packageIds: ['p'], expiresAt: '2030-01-01T00:00:00Z' };
    await expect(lockboxes.defineLockbox({ ...valid, name: ' ' })).rejects.toThrow(
      'Name is required',
    );
    await expect(lockboxes.defineLockbox({ ...valid, packageIds: [] })).rejects.toThrow(
      'Choose at least one package version.',
    );
    await expect(
      lockboxes.defineLockbox({ ...valid, expiresAt: undefined as never }),
    ).rejects.toThrow('Choose when the offline update expires.');
    await expect(lockboxes.defineLockbox({ ...valid, expiresAt: 'soon' })).rejects.toThrow(
      'Enter a valid expiry date.',
    );
    await expect(lockboxes.getLockbox('')).rejects.toThrow('Name is required');
    await expect(lockboxes.deleteLockbox('')).rejects.toThrow('Name is required');
    expect(server.exchanges).toHaveLength(0);
  });
});
