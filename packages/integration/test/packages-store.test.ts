// SPEC §2 /packages, §3 Package upload, §9 package filters against a running sandbox: the
// packages store lists dev's seeded packages, filters them, and an upload with progress shows
// up after the reload.
import {
  createFleet,
  createPackageSourcesStore,
  createPackagesStore,
  createUserOptionsStore,
  type FleetSdk,
  type PackagesStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let store: PackagesStore;
let fleet: FleetSdk;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  fleet = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  store = createPackagesStore({ fleet });
});
afterAll(async () => {
  store?.dispose();
  await sandbox?.close();
});

describe('SPEC §2 the package list against the sandbox', () => {
  it('lists the seeded packages, 20 per page by name, with type and source', async () => {
    await store.load();
    const page = store.page.value!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.limit).toBe(20);
    const names = page.values.map((row) => row.packageName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const row of page.values) {
      expect(['os', 'application', 'bootloader', 'subsystem']).toContain(row.packageType);
      expect(row.sources.length).toBeGreaterThan(0);
    }
  });

  it('filters by package type (every type of package is seeded)', async () => {
    for (const type of ['os', 'application', 'bootloader', 'subsystem'] as const) {
      store.setQuery({ type, filter: undefined });
      await store.reload();
      const rows = store.page.value!.values;
      expect(rows.length, `${type} packages`).toBeGreaterThan(0);
      expect(rows.every((row) => row.packageType === type)).toBe(true);
    }
    store.setQuery({ type: undefined });
  });

  it('My Device Packages keeps only packages installed on a device', async () => {
    store.setQuery({ filter: 'myDevicePackages' });
    await store.reload();
    const installed = store.page.value!;
    store.setQuery({ filter: undefined });
    await store.reload();
    // The seeded devices run some of the packages, not every one of them.
    expect(installed.total).toBeGreaterThan(0);
    expect(installed.total).toBeLessThan(store.page.value!.total);
  });

  it('uploads a package with progress; it appears after the reload, with its versions', async () => {
    const file = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const seen: number[] = [];
    const stop = store.upload.percentCompleted.subscribe((p) => seen.push(p));
    const stored = await store.upload.start({
      file,
      name: 'integration-app',
      version: '1.0.0',
      hardwareIds: ['docker-compose'],
    });
    stop();
    expect(stored).toMatchObject({ name: 'integration-app', version: '1.0.0' });
    expect(store.upload.state.value.status).toBe('uploaded');
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);

    store.setQuery({ search: 'integration-app' });
    await store.reload();
    expect(store.page.value!.values.map((row) => row.packageName)).toEqual(['integration-app']);
    expect(store.page.value!.values[0]).toMatchObject({ packageType: 'application' });

    await store.selectPackage('integration-app');
    expect(store.versions.value!.values.map((p) => p.version)).toEqual(['1.0.0']);
    expect(store.installedCounts.value).toEqual({ [stored.packageId]: 0 });
  });

  it('aborts an upload in progress', async () => {
    const started = store.upload.start({
      file: new Uint8Array(8 * 1024 * 1024),
      name: 'aborted-app',
      version: '1.0.0',
      hardwareIds: ['docker-compose'],
    });
    store.upload.abort();
    await expect(started).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.upload.state.value.status).toBe('aborted');
  });
});

describe('SPEC §4 package sources against the sandbox', () => {
  it('lists dev’s sources in the saved order and refreshes one', async () => {
    const userOptions = createUserOptionsStore({ fleet, lifecycle: null });
    const sources = createPackageSourcesStore({ fleet, userOptions, autoRefresh: false });
    try {
      await userOptions.load();
      await sources.load();
      const names = sources.sources.value.map((s) => s.name);
      expect(names.length).toBeGreaterThan(0);
      sources.reorder([...names].reverse());
      expect(sources.sources.value.map((s) => s.name)).toEqual([...names].reverse());

      await sources.refresh('tdx-lts');
      expect(sources.sources.value.find((s) => s.name === 'tdx-lts')).toMatchObject({
        state: 'normal',
        friendlyName: 'Toradex LTS',
      });
      expect(sources.sources.value.find((s) => s.name === 'tdx-lts')?.lastFetched).toBeDefined();

      // The sandbox's broken sources keep SPEC §8's error on their row, with the reason.
      await expect(sources.refresh('acme-mirror')).rejects.toThrow('Unable to refresh this source');
      await expect(sources.refresh('acme-firmware')).rejects.toThrow(
        'Could not verify trusted delegation',
      );
      expect(sources.sources.value.find((s) => s.name === 'acme-mirror')).toMatchObject({
        state: 'normal',
        error: expect.stringMatching(
          /^Unable to refresh this source: The address http:\/\/127\.0\.0\.1:2\/acme-mirror\/targets\.json could not be reached/,
        ),
      });
      await userOptions.flush();
    } finally {
      sources.dispose();
      userOptions.dispose();
    }
  });
});
