import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package, PackageNameEntry } from '../resources/packages';
import { createPackagesStore, type PackagesStoreDeps } from './packages';
import { deferred, fakeFleet, type FakeAnswer, type FakeRequest } from './testing/fake-fleet';

const NAMES = 'GET /api/v2beta/packages-grouped';
const VERSIONS = 'GET /api/v2beta/packages';
const UPLOAD = 'POST /api/v2beta/packages';
const COUNT = 'POST /api/v2beta/devices/packages/installed-count';

const entry = (
  packageName: string,
  hardwareId: string,
  origin = 'targets.json',
): PackageNameEntry => ({
  packageName,
  hardwareIds: [hardwareId],
  origins: [origin],
  lastVersionAt: '2025-03-01T00:00:00Z',
  versions: ['1.0.0', '2.0.0'],
});

const CATALOGUE = [
  entry('torizon-core', 'verdin-imx8mp', 'tdx-lts'),
  entry('u-boot', 'verdin-imx8mp-bootloader'),
  entry('my-app', 'docker-compose'),
  entry('m4-firmware', 'verdin-imx8mp-m4'),
  entry('other-app', 'docker-compose'),
];

/** The packages-grouped endpoint over the catalogue: nameContains and paging. */
const namesRoute = (request: FakeRequest): FakeAnswer => {
  const search = request.query.get('nameContains') ?? '';
  const offset = Number(request.query.get('offset') ?? 0);
  const limit = Number(request.query.get('limit') ?? 20);
  const matching = CATALOGUE.filter((e) => e.packageName.includes(search));
  return {
    status: 200,
    body: { values: matching.slice(offset, offset + limit), total: matching.length, offset, limit },
  };
};

const version = (name: string, v: string): Package => ({
  packageId: `${name}-${v}`,
  name,
  version: v,
  hardwareIds: ['docker-compose'],
  hashes: { sha256: 'a'.repeat(64) },
  size: 10,
  packageSource: 'targets.json',
});

function setup(
  deps: Partial<PackagesStoreDeps> = {},
  routes: Parameters<typeof fakeFleet>[0] = {},
) {
  const api = fakeFleet({
    [NAMES]: namesRoute,
    [COUNT]: (request) => {
      const { targetNames } = request.body as { targetNames: string[] };
      const installed: Record<string, number> = { 'my-app-2.0.0': 3, 'torizon-core-1.0.0': 1 };
      return {
        status: 200,
        body: {
          targetNames: Object.fromEntries(targetNames.map((t) => [t, installed[t] ?? 0])),
          hashes: {},
        },
      };
    },
    ...routes,
  });
  const store = createPackagesStore({ fleet: api.fleet, ...deps });
  return { api, store };
}

const names = (store: ReturnType<typeof setup>['store']) =>
  store.page.value?.values.map((row) => row.packageName);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SPEC §2 /packages: the package name list', () => {
  it('lists 20 names per page by name, each with its type and source', async () => {
    const { api, store } = setup();
    await store.load();
    expect(names(store)).toEqual(CATALOGUE.map((e) => e.packageName));
    expect(store.page.value?.values[0]).toMatchObject({
      packageType: 'os',
      sources: ['Toradex LTS'],
    });
    expect(store.page.value?.values[1]).toMatchObject({
      packageType: 'bootloader',
      sources: ['My Packages'],
    });
    const [sent] = api.sent(NAMES);
    expect(Object.fromEntries(sent!.query)).toEqual({
      offset: '0',
      limit: '20',
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(api.problems()).toEqual([]);
  });

  it('sends the search, component and source to the server, 100 ms after the last change', async () => {
    const { api, store } = setup();
    store.setQuery({ search: 'a' });
    await vi.advanceTimersByTimeAsync(50);
    store.setQuery({ search: 'app', component: 'docker-compose', source: 'targets.json' });
    await vi.advanceTimersByTimeAsync(99);
    expect(api.sent(NAMES)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sent(NAMES)).toHaveLength(1);
    const query = api.sent(NAMES)[0]!.query;
    expect(query.get('nameContains')).toBe('app');
    expect(query.getAll('hardwareIds')).toEqual(['docker-compose']);
    expect(query.getAll('packageSource')).toEqual(['targets.json']);
  });

  it('goes back to the first page when what is listed changes', () => {
    const { store } = setup();
    store.setQuery({ offset: 40 });
    store.setQuery({ search: 'x' });
    expect(store.query.value.offset).toBe(0);
    store.setQuery({ offset: 20 });
    expect(store.query.value.offset).toBe(20);
  });

  it('filters by package type over every matching name, and pages the result', async () => {
    const { store } = setup();
    store.setQuery({ type: 'application', limit: 1 });
    await store.reload();
    expect(names(store)).toEqual(['my-app']);
    expect(store.page.value).toMatchObject({ total: 2, offset: 0, limit: 1 });
  });

  it('keeps the error of a failed load and rethrows it', async () => {
    const { store } = setup({}, { [NAMES]: { status: 500, body: { code: 'x', msg: 'Down.' } } });
    await expect(store.load()).rejects.toMatchObject({ status: 500 });
    expect(store.error.value).toBeDefined();
  });
});

describe('SPEC §9 package filters', () => {
  it('offers the CVE filter only with the cve-management feature', () => {
    const withCve = setup().store;
    expect(withCve.filters.value.map((f) => f.id)).toEqual([
      'myDevicePackages',
      'knownCves',
      'allOs',
      'allApplications',
      'allBootloaders',
      'allSubsystems',
    ]);
    const without = setup({ features: { isEnabled: () => false } }).store;
    expect(without.filters.value.map((f) => f.id)).not.toContain('knownCves');
    expect(() => without.setQuery({ filter: 'knownCves' })).toThrow('Invalid filter key');
  });

  it('All Bootloaders and All Subsystems keep their type', async () => {
    const { store } = setup();
    store.setQuery({ filter: 'allBootloaders' });
    await store.reload();
    expect(names(store)).toEqual(['u-boot']);
    store.setQuery({ filter: 'allSubsystems' });
    await store.reload();
    expect(names(store)).toEqual(['m4-firmware']);
  });

  it('My Device Packages keeps names with a version installed on a device', async () => {
    const { api, store } = setup();
    store.setQuery({ filter: 'myDevicePackages' });
    await store.reload();
    expect(names(store)).toEqual(['torizon-core', 'my-app']);
    expect((api.sent(COUNT)[0]!.body as { targetNames: string[] }).targetNames).toContain(
      'u-boot-2.0.0',
    );
  });

  it('Packages with known CVEs keeps the names the CVE source gives', async () => {
    const { store } = setup({ knownCvePackageNames: async () => new Set(['torizon-core']) });
    store.setQuery({ filter: 'knownCves' });
    await store.reload();
    expect(names(store)).toEqual(['torizon-core']);
  });

  it('by default reads known CVEs from the published SBOMs', async () => {
    const { api, store } = setup(
      {},
      {
        'GET /public/sbom/index.json': {
          status: 200,
          body: [
            { sbomId: 'core.json', name: 'torizon-core', version: '1.0.0' },
            { sbomId: 'app.json', name: 'my-app', version: '2.0.0' },
          ],
        },
        'GET /public/sbom/{sbomId}': (request) => ({
          status: 200,
          body: {
            bomFormat: 'CycloneDX',
            specVersion: '1.5',
            ...(request.path.endsWith('core.json') && {
              vulnerabilities: [{ id: 'CVE-2024-0001' }],
            }),
          },
        }),
      },
    );
    store.setQuery({ filter: 'knownCves' });
    await store.reload();
    expect(names(store)).toEqual(['torizon-core']);
    expect(api.problems()).toEqual([]);
  });
});

describe('SPEC §2 /packages/{name}: versions and installed count', () => {
  it('lists a package’s versions with how many devices run each', async () => {
    const { api, store } = setup(
      {},
      {
        [VERSIONS]: {
          status: 200,
          body: {
            values: [version('my-app', '2.0.0'), version('my-app', '1.0.0')],
            total: 2,
            offset: 0,
            limit: 50,
          },
        },
      },
    );
    await store.selectPackage('my-app');
    expect(store.versions.value?.values.map((p) => p.version)).toEqual(['2.0.0', '1.0.0']);
    expect(store.installedCounts.value).toEqual({ 'my-app-2.0.0': 3, 'my-app-1.0.0': 0 });
    expect(api.sent(VERSIONS)[0]!.query.get('name')).toBe('my-app');
    expect(api.problems()).toEqual([]);
  });
});

describe('SPEC §2 /packages/{name}: a failed installed count', () => {
  it('keeps the versions and says why the counts are missing', async () => {
    const { store } = setup(
      {},
      {
        [VERSIONS]: {
          status: 200,
          body: { values: [version('my-app', '2.0.0')], total: 1, offset: 0, limit: 50 },
        },
        [COUNT]: { status: 500, body: { code: 'server_error', msg: 'Counting failed' } },
      },
    );
    await expect(store.selectPackage('my-app')).rejects.toThrow('Counting failed');
    expect(store.versions.value?.values.map((p) => p.version)).toEqual(['2.0.0']);
    expect(store.versionsError.value).toBeUndefined();
    expect(store.installedCountsError.value?.message).toBe('Counting failed');
    expect(store.installedCounts.value).toEqual({});
  });
});

describe('SPEC §4 TufTargetAdded reloads the package list', () => {
  it('reloads (debounced) on each event it is told of, until disposed', async () => {
    let listener: (() => void) | undefined;
    const unsubscribe = vi.fn();
    const { api, store } = setup({
      onTufTargetAdded: (l) => {
        listener = l;
        return unsubscribe;
      },
    });
    listener?.();
    listener?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(api.sent(NAMES)).toHaveLength(1);
    store.dispose();
    expect(unsubscribe).toHaveBeenCalled();
  });
});

describe('SPEC §3 package upload with progress', () => {
  const file = new Uint8Array(200 * 1024).fill(7);
  const upload = { file, name: 'my-app', version: '3.0.0', hardwareIds: ['docker-compose'] };

  it('reports percentCompleted as bytes go out, then reloads the list', async () => {
    const { api, store } = setup(
      {},
      { [UPLOAD]: { status: 200, body: version('my-app', '3.0.0') } },
    );
    vi.stubGlobal('fetch', api.fetch);
    const seen: number[] = [];
    const stop = store.upload.percentCompleted.subscribe((p) => seen.push(p));
    const stored = await store.upload.start(upload);
    stop();
    expect(stored.packageId).toBe('my-app-3.0.0');
    expect(store.upload.state.value.status).toBe('uploaded');
    expect(seen.at(-1)).toBe(100);
    expect(seen.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
    const [sent] = api.sent(UPLOAD);
    expect(sent!.size).toBe(file.byteLength);
    expect(Object.fromEntries(sent!.query)).toMatchObject({
      name: 'my-app',
      version: '3.0.0',
      targetFormat: 'BINARY',
      hardwareId: 'docker-compose',
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.sent(NAMES)).toHaveLength(1);
    expect(api.problems()).toEqual([]);
  });

  it('aborts an upload in progress', async () => {
    const hold = deferred<FakeAnswer>();
    const { api, store } = setup({}, { [UPLOAD]: () => hold.promise });
    vi.stubGlobal('fetch', api.fetch);
    const started = store.upload.start(upload);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.upload.uploading.value).toBe(true);
    store.upload.abort();
    await expect(started).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.upload.state.value.status).toBe('aborted');
    await vi.advanceTimersByTimeAsync(100);
    expect(api.sent(NAMES)).toHaveLength(0);
  });

  it('refuses an upload without its required fields before sending anything', async () => {
    const { api, store } = setup();
    await expect(store.upload.start({ ...upload, version: '' })).rejects.toThrow();
    expect(store.upload.state.value.status).toBe('failed');
    expect(api.requests).toHaveLength(0);
  });
});
