import { describe, expect, it } from 'vitest';
import type { LockboxMetadata } from '../resources/lockboxes';
import { createLockboxesStore } from './lockboxes';
import { fakeFleet, type FakeRoute } from './testing/fake-fleet';
import { SHA, failing } from './testing/store-fixtures';

function metadata(expires: string, version: number, packageIds: string[]): LockboxMetadata {
  return {
    signatures: [{ keyid: '9f3c1b8e2a', method: 'ed25519', sig: 'c2lnbmF0dXJl' }],
    signed: {
      _type: 'Targets',
      expires,
      version,
      targets: Object.fromEntries(
        packageIds.map((id) => [id, { hashes: { sha256: SHA }, length: 1 }]),
      ),
    },
  };
}

function setup(routes: Record<string, FakeRoute> = {}) {
  let spring = metadata('2999-12-31T23:59:59Z', 2, ['my-app-1.3.0']);
  const fake = fakeFleet({
    'GET /api/v2beta/lockbox-details': () => ({
      status: 200,
      body: { spring, old: metadata('2001-01-01T00:00:00Z', 1, []) },
    }),
    'GET /api/v2beta/lockboxes/{name}': () => ({ status: 200, body: spring }),
    'POST /api/v2beta/lockboxes/{name}': () => {
      spring = metadata('2999-12-31T23:59:59Z', 3, ['my-app-1.4.0']);
      return { status: 200 };
    },
    'DELETE /api/v2beta/lockboxes/{name}': { status: 200 },
    ...routes,
  });
  return { fake, store: createLockboxesStore({ sdk: fake.fleet }) };
}

describe('SPEC §3 lockboxes (Offline Updates)', () => {
  it('lists every lockbox by name, expired ones included and marked', async () => {
    const { fake, store } = setup();
    await store.refresh();
    expect(store.lockboxes.data.value).toEqual([
      {
        name: 'old',
        packageIds: [],
        packages: [],
        expiresAt: '2001-01-01T00:00:00Z',
        version: 1,
        expired: true,
      },
      {
        name: 'spring',
        packageIds: ['my-app-1.3.0'],
        packages: [{ packageId: 'my-app-1.3.0', hardwareIds: [] }],
        expiresAt: '2999-12-31T23:59:59Z',
        version: 2,
        expired: false,
      },
    ]);
    expect(fake.problems()).toEqual([]);
  });

  it('replaces a lockbox and reloads the list and the opened one', async () => {
    const { fake, store } = setup();
    await Promise.all([store.refresh(), store.open('spring')]);
    await store.defineLockbox({
      name: 'spring',
      packageIds: ['my-app-1.4.0'],
      expiresAt: '2999-12-31T23:59:59Z',
    });
    expect(store.lockbox.data.value).toMatchObject({ version: 3, packageIds: ['my-app-1.4.0'] });
    expect(store.lockboxes.data.value?.[1]?.version).toBe(3);
    expect(fake.sent('POST /api/v2beta/lockboxes/{name}')[0]!.body).toEqual({
      packageIds: ['my-app-1.4.0'],
      expiresAt: '2999-12-31T23:59:59.000Z',
    });
    expect(fake.problems()).toEqual([]);
  });

  it('refuses a definition without packages before any request (SPEC §5)', async () => {
    const { fake, store } = setup();
    await expect(
      store.defineLockbox({ name: 'x', packageIds: [], expiresAt: '2999-12-31T23:59:59Z' }),
    ).rejects.toThrow();
    expect(fake.requests).toEqual([]);
  });

  it('deletes a lockbox: it leaves the list and closes; a failure rethrows', async () => {
    const { store } = setup();
    await Promise.all([store.refresh(), store.open('spring')]);
    const deleting = store.deleteLockbox('spring');
    expect(store.deleting.value.has('spring')).toBe(true);
    await deleting;
    expect(store.deleting.value.size).toBe(0);
    expect(store.lockboxes.data.value?.map((l) => l.name)).toEqual(['old']);
    expect(store.lockbox.data.value).toBeUndefined();

    const broken = setup({ 'DELETE /api/v2beta/lockboxes/{name}': failing('Storage is down') });
    await broken.store.refresh();
    await expect(broken.store.deleteLockbox('old')).rejects.toThrow('Storage is down');
    expect(broken.store.lockboxes.data.value).toHaveLength(2);
    expect(broken.store.deleting.value.size).toBe(0);
  });
});
