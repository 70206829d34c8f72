import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadContract } from '@fleet/contract';
import { createFleetClient, type components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPackagesResource } from '../../sdk/src/resources/packages.js';
import { LIVE_PATH } from '../src/live/hub.js';
import { PACKAGE_UPLOAD_LIMIT_BYTES } from '../src/routes/package-upload.js';
import type { Sandbox } from '../src/sandbox.js';
import { DEMO_CATALOGUE } from '../src/seed/catalogue.js';
import { demoPackageFile } from '../src/seed/package-files.js';
import { BlobTooLargeError, createFilePackageBlobStore } from '../src/store/package-blobs.js';
import { call, download, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

type Package = components['schemas']['Package'];
type PackagePage = components['schemas']['PackagePage'];
type PackageNameEntryPage = components['schemas']['PackageNameEntryPage'];

const contract = loadContract();
let sandbox: Sandbox;
let token: string;
let guestToken: string;

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A guest token of guest@example.com (read-only) in dev's shared repository. */
async function readOnlyGuestToken(): Promise<string> {
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [shared] = await sandbox.context.stores.repositories.listShared(dev!.id);
  const guest = await tokensFor(sandbox.url, 'guest@example.com');
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared!.id}`, {
    method: 'POST',
    token: guest.access_token,
  });
  return (minted.body as { access: string }).access;
}

/** POST /packages with a streamed or in-memory body; the answer is checked against the contract. */
async function upload(
  query: string,
  body: BodyInit | null,
  { as = token, headers = {} }: { as?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const url = `/api/v2beta/packages?${query}`;
  const response = await fetch(`${sandbox.url}${url}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${as}`,
      'Content-Type': 'application/octet-stream',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const json: unknown = await response.json();
  expect(
    contract.checkResponse({
      method: 'POST',
      url,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: json,
    }),
  ).toEqual([]);
  if (response.ok)
    expect(
      contract.checkRequest({
        method: 'POST',
        url,
        body: 'file',
        contentType: 'application/octet-stream',
      }),
    ).toEqual([]);
  return { status: response.status, body: json };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  guestToken = await readOnlyGuestToken();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 Packages: listing versions', () => {
  it('lists every version of the demo catalogue, each from its package source', async () => {
    const { status, body } = await call(sandbox, '/api/v2beta/packages?limit=1000', { token });
    expect(status).toBe(200);
    const page = body as PackagePage;
    for (const item of DEMO_CATALOGUE) {
      for (const version of item.versions) {
        expect(page.values).toContainEqual(
          expect.objectContaining({
            packageId: `${item.name}-${version}`,
            hardwareIds: [...item.hardwareIds],
            targetFormat: item.targetFormat,
            packageSource: item.packageSource,
          }),
        );
      }
    }
    expect(page.total).toBe(page.values.length);
    // SPEC §9: by package name ascending by default.
    const names = page.values.map((pkg) => pkg.name);
    expect(names).toEqual([...names].sort());
  });

  it('filters by name, version, hardware ids, sources, hashes and ids, in any combination', async () => {
    const list = async (query: string) =>
      ((await call(sandbox, `/api/v2beta/packages?${query}`, { token })).body as PackagePage)
        .values;

    expect((await list('nameContains=KIOSK')).map((p) => p.packageId).sort()).toEqual([
      'kiosk-dashboard-2.3.0',
      'kiosk-dashboard-2.4.1',
    ]);
    expect((await list('name=sensor-gateway&version=1.1.0')).map((p) => p.packageId)).toEqual([
      'sensor-gateway-1.1.0',
    ]);
    const bootloaders = await list(
      'hardwareIds=colibri-imx8x-bootloader&hardwareIds=apalis-imx8-bootloader',
    );
    expect(bootloaders.map((p) => p.packageSource)).toEqual(['tdx-bootloader', 'tdx-bootloader']);
    const channels = await list('packageSource=tdx-quarterly&packageSource=tdx-containers');
    expect(new Set(channels.map((p) => p.name))).toEqual(
      new Set(['torizon-os-apalis-imx8', 'weston-demo']),
    );
    const [mcu] = await list('packageIds=mcu-firmware-3.2.0');
    expect(await list(`hashes=${mcu!.hashes.sha256.toUpperCase()}`)).toEqual([mcu]);
    expect(await list('packageIds=mcu-firmware-3.2.0&hashes=0000')).toEqual([]);
  });

  it('pages and sorts by CreatedAt or Filename', async () => {
    const first = (await call(sandbox, '/api/v2beta/packages?offset=0&limit=2', { token }))
      .body as PackagePage;
    const second = (await call(sandbox, '/api/v2beta/packages?offset=2&limit=2', { token }))
      .body as PackagePage;
    expect(first).toMatchObject({ offset: 0, limit: 2, total: second.total });
    expect(second.values[0]).not.toEqual(first.values[0]);
    const totalOnly = (await call(sandbox, '/api/v2beta/packages?limit=0', { token }))
      .body as PackagePage;
    expect(totalOnly).toMatchObject({ values: [], total: first.total });

    const newest = (
      (
        await call(sandbox, '/api/v2beta/packages?sortBy=CreatedAt&sortDirection=Desc&limit=1000', {
          token,
        })
      ).body as PackagePage
    ).values.map((p) => p.createdAt!);
    expect(newest).toEqual([...newest].sort().reverse());
    const byFile = (
      (await call(sandbox, '/api/v2beta/packages?sortBy=Filename&limit=1000', { token }))
        .body as PackagePage
    ).values.map((p) => p.filename!);
    expect(byFile).toEqual([...byFile].sort());
  });

  it('SPEC §5 answers 400 for sortDirection without sortBy, name sorts, and bad paging', async () => {
    for (const query of [
      'sortDirection=Asc',
      'sortBy=Name',
      'sortBy=LastVersionAt',
      'sortBy=Size',
      'sortBy=CreatedAt&sortDirection=Up',
      'offset=-1',
      'limit=ten',
    ]) {
      const { status, body } = await call(sandbox, `/api/v2beta/packages?${query}`, { token });
      expect(status, query).toBe(400);
      expect(errorOf(body).code).toBe('invalid_request');
    }
    const { body } = await call(sandbox, '/api/v2beta/packages?sortDirection=Desc', { token });
    expect(errorOf(body).msg).toBe('sortDirection is allowed only together with sortBy');
  });

  it('gets one version by package name and version, and 404 for an unknown one', async () => {
    const found = await call(sandbox, '/api/v2beta/packages/weston-demo/versions/4.0.0', { token });
    expect(found.body).toMatchObject({
      packageId: 'weston-demo-4.0.0',
      packageSource: 'tdx-containers',
    });
    const missing = await call(sandbox, '/api/v2beta/packages/weston-demo/versions/9.9.9', {
      token,
    });
    expect(missing.status).toBe(404);
  });

  it('links the OS versions to their published SBOM', async () => {
    const { body } = await call(
      sandbox,
      '/api/v2beta/packages/torizon-os-verdin-imx8mp/versions/7.1.0',
      {
        token,
      },
    );
    const sbomUrl = (body as Package).sbomUrl!;
    expect(sbomUrl).toBe('/public/sbom/torizon-os-verdin-imx8mp-7.1.0.json');
    expect((await fetch(`${sandbox.url}${sbomUrl}`)).status).toBe(200);
  });
});

describe('SPEC §7 Packages: package names', () => {
  it('groups versions by name with hardware ids, origins and newest version first', async () => {
    const { body } = await call(
      sandbox,
      '/api/v2beta/packages-grouped?name=torizon-os-verdin-imx8mp',
      {
        token,
      },
    );
    const [entry] = (body as PackageNameEntryPage).values;
    expect(entry).toMatchObject({
      packageName: 'torizon-os-verdin-imx8mp',
      hardwareIds: ['verdin-imx8mp'],
      origins: expect.arrayContaining(['targets.json', 'tdx-nightly', 'tdx-monthly']),
    });
    expect(entry!.versions).toEqual(expect.arrayContaining(['6.8.2', '7.0.0', '7.1.0']));
    expect(entry!.versions.indexOf('7.1.0')).toBeLessThan(entry!.versions.indexOf('6.8.2'));
  });

  it('sorts names by Name or LastVersionAt, and refuses a direction alone or a version sort', async () => {
    const byName = (
      (
        await call(sandbox, '/api/v2beta/packages-grouped?sortBy=Name&sortDirection=Desc', {
          token,
        })
      ).body as PackageNameEntryPage
    ).values.map((e) => e.packageName);
    expect(byName).toEqual([...byName].sort().reverse());
    const recent = (
      (await call(sandbox, '/api/v2beta/packages-grouped?sortBy=LastVersionAt&limit=50', { token }))
        .body as PackageNameEntryPage
    ).values.map((e) => e.lastVersionAt);
    expect(recent).toEqual([...recent].sort().reverse());
    const filtered = (
      (await call(sandbox, '/api/v2beta/packages-grouped?hardwareIds=docker-compose', { token }))
        .body as PackageNameEntryPage
    ).values.map((e) => e.packageName);
    // The catalogue's three and the demo canary of the sensor gateway (seed/rollouts.ts).
    expect(filtered.sort()).toEqual([
      'kiosk-dashboard',
      'sensor-gateway',
      'sensor-gateway-canary',
      'weston-demo',
    ]);

    for (const query of ['sortDirection=Asc', 'sortBy=CreatedAt'])
      expect((await call(sandbox, `/api/v2beta/packages-grouped?${query}`, { token })).status).toBe(
        400,
      );
  });
});

describe('SPEC §7 Packages: upload and download', () => {
  it('stores the streamed file, lists it, and downloads the same bytes', async () => {
    const file = new TextEncoder().encode('a docker-compose file\n'.repeat(100));
    const uploaded = await upload(
      'name=line-monitor&version=1.0.0&hardwareId=docker-compose',
      file,
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      packageId: 'line-monitor-1.0.0',
      targetFormat: 'BINARY',
      hardwareIds: ['docker-compose'],
      hashes: { sha256: sha256(file) },
      size: file.length,
      packageSource: 'targets.json',
    });

    const listed = await call(sandbox, '/api/v2beta/packages?name=line-monitor', { token });
    expect((listed.body as PackagePage).values).toEqual([uploaded.body]);

    const blob = await download(sandbox, '/api/v2beta/packages-blob/line-monitor-1.0.0', token);
    expect(blob.status).toBe(200);
    expect(sha256(blob.bytes)).toBe(sha256(file));
    expect(blob.headers.get('content-length')).toBe(String(file.length));
    expect(blob.headers.get('content-disposition')).toContain('filename="line-monitor-1.0.0"');
  });

  it('serves the seeded files with their listed sha256', async () => {
    const { body } = await call(
      sandbox,
      '/api/v2beta/packages?packageIds=u-boot-apalis-imx8-2024.04.1',
      {
        token,
      },
    );
    const [pkg] = (body as PackagePage).values;
    const blob = await download(sandbox, `/api/v2beta/packages-blob/${pkg!.packageId}`, token);
    expect(blob.bytes.length).toBe(pkg!.size);
    expect(sha256(blob.bytes)).toBe(pkg!.hashes.sha256);
  });

  it('takes several hardware ids and the target format, and announces the new package live', async () => {
    const socket = new WebSocket(`${sandbox.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
    const messages: Array<{ type: string; packageId?: string }> = [];
    const authenticated = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { type: string };
        messages.push(message);
        if (message.type === 'authSuccess') resolve();
      }),
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'authenticate', token })));
    await authenticated;

    const uploaded = await upload(
      'name=mcu-bundle&version=0.1.0&targetFormat=OSTREE&hardwareId=mcu-m7&hardwareId=mcu-m4',
      new Uint8Array([1, 2, 3]),
    );
    expect(uploaded.body).toMatchObject({
      targetFormat: 'OSTREE',
      hardwareIds: ['mcu-m7', 'mcu-m4'],
    });
    await expect
      .poll(() => messages)
      .toContainEqual({
        type: 'TufTargetAdded',
        packageId: 'mcu-bundle-0.1.0',
      });
    socket.close();
  });

  it('answers 409 for a name and version that exist', async () => {
    const again = await upload('name=sensor-gateway&version=1.2.0&hardwareId=docker-compose', 'x');
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toMatchObject({
      code: 'conflict',
      msg: 'Package sensor-gateway 1.2.0 already exists.',
    });
  });

  it('SPEC §5 answers 400 without a name, version, hardware id or file, or with a bad format', async () => {
    for (const query of [
      'version=1.0.0&hardwareId=docker-compose',
      'name=x&hardwareId=docker-compose',
      'name=x&version=1.0.0',
      'name=x&version=1.0.0&hardwareId=',
      'name=x&version=1.0.0&hardwareId=docker-compose&targetFormat=ZIP',
    ]) {
      const { status } = await upload(query, 'content');
      expect(status, query).toBe(400);
    }
    const empty = await upload('name=x&version=1.0.0&hardwareId=docker-compose', null);
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).msg).toBe('file is required');
  });

  it('answers 413 for a file above the size limit, before reading it', async () => {
    const url = new URL('/api/v2beta/packages?name=huge&version=1&hardwareId=x', sandbox.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/octet-stream',
            'Content-Length': String(PACKAGE_UPLOAD_LIMIT_BYTES + 1),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    const body = JSON.parse(answer.body) as unknown;
    expect(errorOf(body).code).toBe('payload_too_large');
    expect(
      contract.checkResponse({
        method: 'POST',
        url: url.pathname + url.search,
        status: 413,
        contentType: 'application/json',
        body,
      }),
    ).toEqual([]);
  });

  it('streams a 20 MB upload of unknown length to disk and back', async () => {
    const chunk = 64 * 1024;
    const total = 20 * 1024 * 1024;
    const hash = createHash('sha256');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const bytes = new Uint8Array(chunk).fill(sent / chunk);
        hash.update(bytes);
        sent += bytes.length;
        controller.enqueue(bytes);
      },
    });
    const uploaded = await upload('name=os-image&version=20mb&hardwareId=verdin-imx8mp', body);
    const digest = hash.digest('hex');
    expect(uploaded.body).toMatchObject({ size: total, hashes: { sha256: digest } });

    const response = await fetch(`${sandbox.url}/api/v2beta/packages-blob/os-image-20mb`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-length')).toBe(String(total));
    const received = createHash('sha256');
    for await (const part of Readable.fromWeb(response.body! as never))
      received.update(part as Buffer);
    expect(received.digest('hex')).toBe(digest);
    // Nothing is left half-written in the data folder.
    expect(await readdir(path.join(sandbox.config.dataDir, 'packages', 'incoming'))).toEqual([]);
  });

  it('refuses a stream past the limit and keeps nothing of it', async () => {
    const dir = tempDataDir();
    const blobs = createFilePackageBlobStore(dir);
    await expect(
      blobs.receive(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000),
    ).rejects.toThrow(BlobTooLargeError);
    expect(await readdir(path.join(dir, 'packages', 'incoming'))).toEqual([]);
    removeDir(dir);
  });
});

describe('SPEC §7 Packages: edit, delete, CVE link', () => {
  it('PATCH changes only the fields sent; PUT replaces them all', async () => {
    await upload('name=edit-me&version=1.0.0&hardwareId=verdin-imx8mp', 'content');
    const patched = await call(sandbox, '/api/v2beta/packages/edit-me-1.0.0', {
      token,
      method: 'PATCH',
      body: { comment: 'Also runs on the Verdin iMX8M Mini', proprietaryMeta: { build: 42 } },
    });
    expect(patched.body).toMatchObject({
      hardwareIds: ['verdin-imx8mp'],
      comment: 'Also runs on the Verdin iMX8M Mini',
      proprietaryMeta: { build: 42 },
    });
    const replaced = await call(sandbox, '/api/v2beta/packages/edit-me-1.0.0', {
      token,
      method: 'PUT',
      body: { hardwareIds: ['verdin-imx8mm'] },
    });
    expect(replaced.body).toMatchObject({ hardwareIds: ['verdin-imx8mm'] });
    expect(replaced.body).not.toHaveProperty('comment');
    expect(replaced.body).not.toHaveProperty('proprietaryMeta');
    const byNewId = await call(sandbox, '/api/v2beta/packages?hardwareIds=verdin-imx8mm', {
      token,
    });
    expect((byNewId.body as PackagePage).values.map((p) => p.packageId)).toEqual(['edit-me-1.0.0']);

    for (const body of [{ hardwareIds: 'verdin' }, { uri: 'not a uri' }, { comment: 3 }])
      expect(
        (
          await call(sandbox, '/api/v2beta/packages/edit-me-1.0.0', {
            token,
            method: 'PATCH',
            body,
          })
        ).status,
      ).toBe(400);
    expect(
      (await call(sandbox, '/api/v2beta/packages/nope-1', { token, method: 'PATCH', body: {} }))
        .status,
    ).toBe(404);
  });

  it('deletes a version (204, then 404) and its file when nothing else has it', async () => {
    const { body } = await upload(
      'name=delete-me&version=1.0.0&hardwareId=x',
      'unique content 8b1c',
    );
    const file = (body as Package).hashes.sha256;
    expect(
      (await call(sandbox, '/api/v2beta/packages/delete-me-1.0.0', { token, method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect(
      (await call(sandbox, '/api/v2beta/packages/delete-me-1.0.0', { token, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(await sandbox.context.stores.packageBlobs.exists(file)).toBe(false);
    expect(
      (await download(sandbox, '/api/v2beta/packages-blob/delete-me-1.0.0', token)).status,
    ).toBe(404);
  });

  it('answers 409 for a version in a current lockbox or from a package source', async () => {
    const inLockbox = await call(sandbox, '/api/v2beta/packages/sensor-gateway-1.2.0', {
      token,
      method: 'DELETE',
    });
    expect(inLockbox.status).toBe(409);
    expect(errorOf(inLockbox.body).msg).toContain('pilot-rollout');
    const fromSource = await call(sandbox, '/api/v2beta/packages/weston-demo-4.0.0', {
      token,
      method: 'DELETE',
    });
    expect(fromSource.status).toBe(409);
    const edited = await call(sandbox, '/api/v2beta/packages/weston-demo-4.0.0', {
      token,
      method: 'PATCH',
      body: { comment: 'x' },
    });
    expect(edited.status).toBe(400);
  });

  it('gives the CVE metric address of a package, and 404 for an unknown one', async () => {
    const found = await call(
      sandbox,
      '/api/v2beta/packages/fake-cve-metric-url/weston-demo-4.0.0',
      { token },
    );
    expect((found.body as { url: string }).url).toContain('weston-demo-4.0.0');
    expect(
      (await call(sandbox, '/api/v2beta/packages/fake-cve-metric-url/nope-1', { token })).status,
    ).toBe(404);
  });
});

describe('SPEC §6 package rights', () => {
  it('lets the read-only guest list and download, and answers 403 to its writes', async () => {
    const listed = await call(sandbox, '/api/v2beta/packages?limit=1', { token: guestToken });
    expect(listed.status).toBe(200);
    expect(
      (await download(sandbox, '/api/v2beta/packages-blob/weston-demo-4.0.0', guestToken)).status,
    ).toBe(200);

    expect(
      (await upload('name=guest&version=1&hardwareId=x', 'x', { as: guestToken })).status,
    ).toBe(403);
    for (const method of ['PATCH', 'PUT'])
      expect(
        (
          await call(sandbox, '/api/v2beta/packages/kiosk-dashboard-2.3.0', {
            token: guestToken,
            method,
            body: {},
          })
        ).status,
      ).toBe(403);
    const refused = await call(sandbox, '/api/v2beta/packages/kiosk-dashboard-2.3.0', {
      token: guestToken,
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).description).toContain('delete:packages');
  });

  it('answers 401 without a token', async () => {
    expect((await call(sandbox, '/api/v2beta/packages')).status).toBe(401);
  });
});

describe('the SDK packages resource against the sandbox', () => {
  it('uploads with progress, lists the versions and downloads the same file', async () => {
    const packages = createPackagesResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const progress: number[] = [];
    const upload = {
      file: new Blob([bytes]),
      name: 'sdk-app',
      version: '1.0.0',
      hardwareIds: ['docker-compose'],
    };
    const stored = await packages.uploadPackage(upload, {
      onProgress: ({ percentCompleted }) => progress.push(percentCompleted),
    });
    expect(stored).toMatchObject({ packageId: 'sdk-app-1.0.0', hashes: { sha256: sha256(bytes) } });
    expect(progress.at(-1)).toBe(100);

    const versions = await packages.listPackageVersions('sdk-app');
    expect(versions.values.map((v) => v.packageId)).toEqual(['sdk-app-1.0.0']);
    const recent = await packages.listRecentPackageNames();
    expect(recent.values[0]?.packageName).toBe('sdk-app');

    const file = await packages.downloadPackage('sdk-app-1.0.0');
    expect(file.filename).toBe('sdk-app-1.0.0');
    expect(sha256(new Uint8Array(await file.blob.arrayBuffer()))).toBe(sha256(bytes));
    await expect(packages.uploadPackage(upload)).rejects.toMatchObject({ status: 409 });
  });
});

describe('seeding the package area', () => {
  it('gives the same files for the same --seed, and other files for another', () => {
    const file = demoPackageFile(1, 'sensor-gateway', '1.2.0');
    expect(sha256(demoPackageFile(1, 'sensor-gateway', '1.2.0'))).toBe(sha256(file));
    expect(sha256(demoPackageFile(2, 'sensor-gateway', '1.2.0'))).not.toBe(sha256(file));
  });

  it('runs once per repository: a restart neither duplicates nor brings back what was deleted', async () => {
    const dataDir = tempDataDir();
    const first = await startTestSandbox({ dataDir });
    const owner = (await tokensFor(first.url, 'maker@example.com')).access_token;
    const before = (await call(first, '/api/v2beta/packages?limit=1000', { token: owner }))
      .body as PackagePage;
    expect(before.total).toBeGreaterThan(0);
    await call(first, '/api/v2beta/packages/mcu-firmware-3.1.0', {
      token: owner,
      method: 'DELETE',
    });
    await call(first, '/api/v2beta/packages_external/trusted-delegations/tdx-lts', {
      token: owner,
      method: 'DELETE',
    });
    await first.close();

    const second = await startTestSandbox({ dataDir });
    const again = (await tokensFor(second.url, 'maker@example.com')).access_token;
    const after = (await call(second, '/api/v2beta/packages?limit=1000', { token: again }))
      .body as PackagePage;
    const removed = before.values.filter(
      (p) => p.packageId === 'mcu-firmware-3.1.0' || p.packageSource === 'tdx-lts',
    );
    expect(after.total).toBe(before.total - removed.length);
    const sources = (
      await call(second, '/api/v2beta/packages_external/trusted-delegations', { token: again })
    ).body as Array<{ name: string }>;
    expect(sources.map((d) => d.name)).not.toContain('tdx-lts');
    await second.close();
    removeDir(dataDir);
  });
});
