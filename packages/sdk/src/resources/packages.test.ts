import { loadContract } from '@fleet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFleetClient } from '../api/client';
import { startLocalServer, sendJson, type LocalServer } from '../api/testing/local-server';
import { URL_LIMIT } from '../domain/constants';
import { FleetValidationError } from '../domain/validation';
import { FleetApiError } from '../errors';
import {
  createPackagesResource,
  type Package,
  type PackageNameEntry,
  type PackagesQuery,
} from './packages';
import type { UploadProgress } from './support/upload';
import {
  pageOf,
  startContractServer,
  type Answer,
  type ContractServer,
  type Route,
  type RouteRequest,
} from './testing/contract-server';

const hashOf = (i: number) => i.toString(16).padStart(64, '0');
const packageAt = (i: number, name = 'sensor-app'): Package => ({
  packageId: `${name}-1.${i}.0`,
  name,
  version: `1.${i}.0`,
  hardwareIds: ['docker-compose'],
  targetFormat: 'BINARY',
  filename: `${name}-1.${i}.0`,
  createdAt: '2025-04-30T12:00:00Z',
  hashes: { sha256: hashOf(i) },
  size: 2048,
  packageSource: 'targets.json',
});
const nameAt = (i: number): PackageNameEntry => ({
  packageName: `app-${String(i).padStart(3, '0')}`,
  hardwareIds: ['docker-compose'],
  origins: ['targets.json'],
  lastVersionAt: '2025-04-30T12:00:00Z',
  versions: ['1.0.0'],
});

/** A page of `all` as asked for by offset and limit. */
function answerPage<T>(all: T[], { query }: RouteRequest): Answer {
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  return {
    status: 200,
    body: pageOf(all.slice(offset, offset + limit), { offset, limit, total: all.length }),
  };
}

/** Answers GET /packages from `all`, filtered by the hashes and packageIds asked for. */
const packagesFrom =
  (all: Package[]): Route =>
  (request) => {
    const hashes = request.query.getAll('hashes');
    const ids = request.query.getAll('packageIds');
    const matching = all.filter(
      (p) =>
        (hashes.length === 0 || hashes.includes(p.hashes.sha256)) &&
        (ids.length === 0 || ids.includes(p.packageId)),
    );
    return answerPage(matching, request);
  };

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, packages: createPackagesResource(server.client) };
}

const queryOf = (s: ContractServer, i = 0) => Object.fromEntries(s.exchanges[i]!.request.query);

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('SPEC §7 package versions (GET /packages)', () => {
  it('asks for 20 per page by default and sends the filters', async () => {
    const all = [packageAt(1), packageAt(2)];
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });

    const page = await packages.listPackages({
      nameContains: 'sensor',
      hardwareIds: ['docker-compose', 'verdin-imx8mp'],
      packageSource: ['targets.json'],
    });

    expect(page).toEqual(pageOf(all, { limit: 20 }));
    const { query } = server.exchanges[0]!.request;
    expect(query.getAll('hardwareIds')).toEqual(['docker-compose', 'verdin-imx8mp']);
    expect(Object.fromEntries(query)).toMatchObject({
      nameContains: 'sensor',
      packageSource: 'targets.json',
      offset: '0',
      limit: '20',
    });
    expect(query.has('sortBy')).toBe(false);
    expect(server.problems()).toEqual([]);
  });

  it('walks every page with iteratePackages', async () => {
    const all = Array.from({ length: 45 }, (_, i) => packageAt(i));
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });
    const items = await collect(packages.iteratePackages({}, { pageSize: 20 }));
    expect(items).toEqual(all);
    expect(server.exchanges.map((e) => e.request.query.get('offset'))).toEqual(['0', '20', '40']);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 package list sorts', () => {
  it('refuses a name sort for versions and a direction without sortBy, before any request', async () => {
    const { server, packages } = await serve({});
    await expect(
      packages.listPackages({ sortBy: 'Name' } as unknown as PackagesQuery),
    ).rejects.toThrow('sortBy must be one of Filename, CreatedAt');
    await expect(packages.listPackages({ sortDirection: 'Asc' })).rejects.toThrow(
      'sortDirection is allowed only together with sortBy',
    );
    await expect(packages.listPackageVersions('app', { sortDirection: 'Desc' })).rejects.toThrow(
      'sortDirection is allowed only together with sortBy',
    );
    expect(() => packages.iteratePackageVersions('app', { sortDirection: 'Desc' })).toThrow(
      FleetValidationError,
    );
    await expect(packages.listPackageNames({ sortBy: 'CreatedAt' } as never)).rejects.toThrow(
      'sortBy must be one of Name, LastVersionAt',
    );
    expect(server.exchanges).toEqual([]);
  });

  it('sends sortBy alone, leaving the direction to the server', async () => {
    const { server, packages } = await serve({
      'GET /api/v2beta/packages': packagesFrom([packageAt(1)]),
    });
    await packages.listPackages({ sortBy: 'Filename' });
    await packages.listPackageVersions('sensor-app', { sortBy: 'Filename' });
    expect(queryOf(server, 0)).toEqual({ offset: '0', limit: '20', sortBy: 'Filename' });
    expect(queryOf(server, 1)).toEqual({
      name: 'sensor-app',
      offset: '0',
      limit: '50',
      sortBy: 'Filename',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §9 package page sizes and sorts', () => {
  it('lists package names 20 per page by name ascending', async () => {
    const all = [nameAt(1), nameAt(2)];
    const { server, packages } = await serve({
      'GET /api/v2beta/packages-grouped': (request) => answerPage(all, request),
    });
    await expect(packages.listPackageNames()).resolves.toEqual(pageOf(all, { limit: 20 }));
    expect(queryOf(server)).toEqual({
      offset: '0',
      limit: '20',
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(server.problems()).toEqual([]);
  });

  it('the package-names helper asks 50 per page by LastVersionAt descending', async () => {
    const { server, packages } = await serve({
      'GET /api/v2beta/packages-grouped': (request) => answerPage([nameAt(1)], request),
    });
    await packages.listRecentPackageNames({ nameContains: 'app' });
    expect(queryOf(server)).toEqual({
      nameContains: 'app',
      offset: '0',
      limit: '50',
      sortBy: 'LastVersionAt',
      sortDirection: 'Desc',
    });
    expect(server.problems()).toEqual([]);
  });

  it('the versions helper asks 50 versions of one package by CreatedAt descending', async () => {
    const { server, packages } = await serve({
      'GET /api/v2beta/packages': packagesFrom([packageAt(1)]),
    });
    await packages.listPackageVersions('sensor-app');
    expect(queryOf(server)).toEqual({
      name: 'sensor-app',
      offset: '0',
      limit: '50',
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
    });
    expect(server.problems()).toEqual([]);
  });

  it('iterates names and versions page by page with the same sorts', async () => {
    const names = Array.from({ length: 45 }, (_, i) => nameAt(i));
    const versions = Array.from({ length: 7 }, (_, i) => packageAt(i));
    const { server, packages } = await serve({
      'GET /api/v2beta/packages-grouped': (request) => answerPage(names, request),
      'GET /api/v2beta/packages': packagesFrom(versions),
    });
    await expect(collect(packages.iteratePackageNames({}, { pageSize: 20 }))).resolves.toEqual(
      names,
    );
    await expect(
      collect(packages.iteratePackageVersions('sensor-app', {}, { pageSize: 5 })),
    ).resolves.toEqual(versions);
    expect(server.exchanges.map((e) => Object.fromEntries(e.request.query))).toEqual([
      { offset: '0', limit: '20', sortBy: 'Name', sortDirection: 'Asc' },
      { offset: '20', limit: '20', sortBy: 'Name', sortDirection: 'Asc' },
      { offset: '40', limit: '20', sortBy: 'Name', sortDirection: 'Asc' },
      { name: 'sensor-app', sortBy: 'CreatedAt', sortDirection: 'Desc', offset: '0', limit: '5' },
      { name: 'sensor-app', sortBy: 'CreatedAt', sortDirection: 'Desc', offset: '5', limit: '5' },
    ]);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §9 URL batching of hashes and package ids', () => {
  const all = Array.from({ length: 100 }, (_, i) => packageAt(i));

  it('looks up 60 hashes in 3 requests (27 per URL), merging the pages in order', async () => {
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });
    const hashes = all.slice(0, 60).map((p) => p.hashes.sha256);

    const page = await packages.listPackages({ hashes, limit: 100 });

    expect(server.exchanges.map((e) => e.request.query.getAll('hashes').length)).toEqual([
      27, 27, 6,
    ]);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(page.values).toEqual(all.slice(0, 60));
    expect(page).toMatchObject({ total: 60, offset: 0, limit: 100 });
    expect(server.problems()).toEqual([]);
  });

  it('looks up 100 package ids in 3 requests (48 characters each)', async () => {
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });
    const packageIds = all.map((p) => p.packageId);
    const page = await packages.listPackages({ packageIds, limit: 100 });
    expect(server.exchanges.map((e) => e.request.query.getAll('packageIds').length)).toEqual([
      40, 40, 20,
    ]);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(page.values.map((p) => p.packageId)).toEqual(packageIds);
    expect(page.total).toBe(100);
    expect(server.problems()).toEqual([]);
  });

  it('gives long package ids more room so no URL outgrows the limit', async () => {
    const long = Array.from({ length: 30 }, (_, i) =>
      packageAt(i, 'torizon-core-docker-with-a-very-long-package-name-for-the-verdin-board'),
    );
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(long) });
    const page = await packages.listPackages({
      packageIds: long.map((p) => p.packageId),
      limit: 50,
    });
    expect(page.values).toHaveLength(30);
    expect(server.exchanges.length).toBeGreaterThan(1);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(server.problems()).toEqual([]);
  });

  it('iterates every match of a long hash list, batch by batch', async () => {
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });
    const hashes = all.slice(0, 60).map((p) => p.hashes.sha256);
    await expect(collect(packages.iteratePackages({ hashes }))).resolves.toEqual(all.slice(0, 60));
    expect(server.exchanges).toHaveLength(3);
    expect(server.problems()).toEqual([]);
  });

  it('sends one request for a short list, and none for an empty one', async () => {
    const { server, packages } = await serve({ 'GET /api/v2beta/packages': packagesFrom(all) });
    await expect(packages.listPackages({ hashes: [] })).resolves.toEqual(pageOf([], { limit: 20 }));
    await expect(collect(packages.iteratePackages({ packageIds: [] }))).resolves.toEqual([]);
    expect(server.exchanges).toHaveLength(0);
    const page = await packages.listPackages({
      hashes: [hashOf(3)],
      packageIds: [all[3]!.packageId],
    });
    expect(page.values).toEqual([all[3]]);
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });

  it('refuses long hash and id lists together', async () => {
    const { server, packages } = await serve({});
    const hashes = all.map((p) => p.hashes.sha256);
    await expect(
      packages.listPackages({ hashes, packageIds: all.map((p) => p.packageId) }),
    ).rejects.toThrow(RangeError);
    expect(server.exchanges).toEqual([]);
  });
});

describe('SPEC §7 one package', () => {
  const pkg = packageAt(4);

  it('reads a version, edits, replaces and deletes a package', async () => {
    const edited = { ...pkg, comment: 'Also runs on the Verdin iMX8M Mini' };
    const { server, packages } = await serve({
      'GET /api/v2beta/packages/sensor-app/versions/1.4.0': { status: 200, body: pkg },
      'PATCH /api/v2beta/packages/sensor-app-1.4.0': { status: 200, body: edited },
      'PUT /api/v2beta/packages/sensor-app-1.4.0': { status: 200, body: pkg },
      'DELETE /api/v2beta/packages/sensor-app-1.4.0': { status: 204 },
    });
    await expect(packages.getPackageVersion('sensor-app', '1.4.0')).resolves.toEqual(pkg);
    await expect(
      packages.editPackage('sensor-app-1.4.0', { comment: 'Also runs on the Verdin iMX8M Mini' }),
    ).resolves.toEqual(edited);
    await expect(
      packages.replacePackage('sensor-app-1.4.0', { hardwareIds: ['docker-compose'] }),
    ).resolves.toEqual(pkg);
    await expect(packages.deletePackage('sensor-app-1.4.0')).resolves.toBeUndefined();
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      undefined,
      { comment: 'Also runs on the Verdin iMX8M Mini' },
      { hardwareIds: ['docker-compose'] },
      undefined,
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('downloads the file and reads the CVE figures address', async () => {
    const { server, packages } = await serve({
      'GET /api/v2beta/packages-blob/sensor-app-1.4.0': {
        status: 200,
        contentType: 'application/octet-stream',
        headers: { 'Content-Disposition': 'attachment; filename="sensor-app-1.4.0.yml"' },
        body: 'services: {}',
      },
      'GET /api/v2beta/packages/fake-cve-metric-url/sensor-app-1.4.0': {
        status: 200,
        body: { url: 'https://cve.example.com/sensor-app-1.4.0' },
      },
    });
    const file = await packages.downloadPackage('sensor-app-1.4.0');
    expect(file.filename).toBe('sensor-app-1.4.0.yml');
    expect(await file.blob.text()).toBe('services: {}');
    await expect(packages.getCveMetricUrl('sensor-app-1.4.0')).resolves.toBe(
      'https://cve.example.com/sensor-app-1.4.0',
    );
    expect(server.problems()).toEqual([]);
  });

  it('needs a package id before any request', async () => {
    const { server, packages } = await serve({});
    await expect(packages.deletePackage('')).rejects.toThrow('packageId is required');
    await expect(packages.getPackageVersion('app', '')).rejects.toThrow('Enter a version.');
    expect(server.exchanges).toEqual([]);
  });
});

describe('SPEC §3/§5/§7 package upload (Node, local server)', () => {
  const MiB = 1024 * 1024;
  const contract = loadContract();
  let local: LocalServer | undefined;
  afterEach(async () => {
    await local?.close();
    local = undefined;
  });

  const uploaded = packageAt(4);

  it('sends the file with name, version, hardware ids and BINARY, reporting progress to 100 %', async () => {
    local = await startLocalServer((request, response) => sendJson(response, 200, uploaded));
    const client = createFleetClient({
      baseUrl: local.url,
      getToken: (kind) => (kind === 'host' ? 'host-token' : 'guest-token'),
    });
    const events: UploadProgress[] = [];
    const content = 'a'.repeat(MiB);

    const result = await createPackagesResource(client).uploadPackage(
      {
        file: new Blob([content]),
        name: 'sensor-app',
        version: '1.4.0',
        hardwareIds: ['docker-compose', 'verdin-imx8mp'],
      },
      { onProgress: (p) => events.push(p) },
    );

    expect(result).toEqual(uploaded);
    const [request] = local.received;
    const url = new URL(request!.url, local.url);
    expect(url.pathname).toBe('/api/v2beta/packages');
    expect(url.searchParams.getAll('hardwareId')).toEqual(['docker-compose', 'verdin-imx8mp']);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      name: 'sensor-app',
      version: '1.4.0',
      targetFormat: 'BINARY',
    });
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(request!.headers.authorization).toBe('Bearer guest-token');
    expect(request!.body).toBe(content);
    expect(events.length).toBeGreaterThan(2);
    expect(events.at(-1)).toEqual({ loaded: MiB, total: MiB, percentCompleted: 100 });
    expect(
      contract.checkRequest({
        method: request!.method,
        url: request!.url,
        body: request!.body,
        contentType: request!.headers['content-type'],
      }),
    ).toEqual([]);
    expect(
      contract.checkResponse({
        method: 'POST',
        url: request!.url,
        status: 200,
        contentType: 'application/json',
        body: uploaded,
      }),
    ).toEqual([]);
  });

  it('sends the target format asked for', async () => {
    local = await startLocalServer((request, response) => sendJson(response, 200, uploaded));
    const client = createFleetClient({ baseUrl: local.url, getToken: () => 't' });
    await createPackagesResource(client).uploadPackage({
      file: new TextEncoder().encode('ostree'),
      name: 'os',
      version: '7.2.0',
      hardwareIds: ['verdin-imx8mp'],
      targetFormat: 'OSTREE',
    });
    expect(new URL(local.received[0]!.url, local.url).searchParams.get('targetFormat')).toBe(
      'OSTREE',
    );
  });

  it('aborts mid-upload: rejects with the AbortError and the server never answers', async () => {
    const handler = vi.fn((_request: unknown, response: { end(): void }) => response.end());
    local = await startLocalServer(handler);
    const client = createFleetClient({ baseUrl: local.url, getToken: () => 't' });
    const controller = new AbortController();
    const events: UploadProgress[] = [];
    const total = 32 * MiB;

    const error = await createPackagesResource(client)
      .uploadPackage(
        { file: new Uint8Array(total), name: 'big', version: '1', hardwareIds: ['x'] },
        {
          signal: controller.signal,
          onProgress: (p) => {
            events.push(p);
            if (events.length === 1) controller.abort();
          },
        },
      )
      .catch((e: unknown) => e);

    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(FleetApiError);
    expect(events.at(-1)!.loaded).toBeLessThan(total);
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a refused upload into a FleetApiError', async () => {
    const body = { code: 'conflict', msg: 'Package sensor-app 1.4.0 already exists.' };
    local = await startLocalServer((_request, response) => sendJson(response, 409, body));
    const client = createFleetClient({ baseUrl: local.url, getToken: () => 't' });
    await expect(
      createPackagesResource(client).uploadPackage({
        file: new Blob(['x']),
        name: 'sensor-app',
        version: '1.4.0',
        hardwareIds: ['docker-compose'],
      }),
    ).rejects.toMatchObject({ name: 'FleetApiError', status: 409, message: body.msg });
    expect(
      contract.checkResponse({
        method: 'POST',
        url: local.received[0]!.url,
        status: 409,
        contentType: 'application/json',
        body,
      }),
    ).toEqual([]);
  });

  it('SPEC §5: needs file, name, version and a hardwareIds array, before any request', async () => {
    local = await startLocalServer((_request, response) => sendJson(response, 200, uploaded));
    const packages = createPackagesResource(
      createFleetClient({ baseUrl: local.url, getToken: () => 't' }),
    );
    const upload = { file: new Blob(['x']), name: 'n', version: '1', hardwareIds: ['hw'] };
    await expect(
      packages.uploadPackage({ ...upload, file: undefined as unknown as Blob }),
    ).rejects.toThrow('Choose a file to upload.');
    await expect(packages.uploadPackage({ ...upload, name: '' })).rejects.toThrow(
      'Name is required',
    );
    await expect(packages.uploadPackage({ ...upload, version: '' })).rejects.toThrow(
      'Enter a version.',
    );
    await expect(
      packages.uploadPackage({ ...upload, hardwareIds: 'hw' as unknown as string[] }),
    ).rejects.toThrow('hardwareIds must be an array');
    await expect(packages.uploadPackage({ ...upload, hardwareIds: [] })).rejects.toThrow(
      'Enter at least one hardware id.',
    );
    expect(local.received).toEqual([]);
  });
});
