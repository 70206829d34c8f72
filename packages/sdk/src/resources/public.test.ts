import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../api/testing/local-server';
import { createPublicResource, MalformedBannersError, parseBanners } from './public';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const BANNERS_YAML = `
- id: trial-2025-spring
  type: announcement
  variant: info
  startDate: 2025-04-01T00:00:00Z
  endDate: '2025-06-30T23:59:59Z'
  priority: 10
  container: dashboard
  dismissible: true
  title: Try Commercial for 30 days
  message: Up to 50 devices, no card needed.
  actions:
    - label: Start Free Trial
      handler: startFreeTrial
      variant: primary
      dismissOnClick: true
  targeting:
    userTypes: [standard]
- id: maintenance
  type: warning
  title: Planned maintenance
  container: notification
`;

const LAST_MODIFIED = 'Tue, 06 May 2025 04:00:00 GMT';
const signedMetadata = {
  signatures: [{ keyid: 'c1b0', method: 'ed25519', sig: 'abcd' }],
  signed: {
    _type: 'Targets',
    version: 3,
    expires: '2026-01-01T00:00:00Z',
    targets: { 'acme-app-1.0.0': { length: 10, hashes: { sha256: 'aa' } } },
  },
};

let server: ContractServer | undefined;
let other: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  await other?.close();
  server = undefined;
  other = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, files: createPublicResource(server.client) };
}

describe('SPEC §7 Static: banners.yaml', () => {
  it('reads the banner list from YAML', async () => {
    const { server, files } = await serve({
      'GET /banners.yaml': { status: 200, contentType: 'application/yaml', body: BANNERS_YAML },
    });
    const banners = await files.listBanners();
    expect(banners).toHaveLength(2);
    expect(banners[0]).toMatchObject({
      id: 'trial-2025-spring',
      type: 'announcement',
      // An unquoted date stays text (YAML 1.2), as the Banner type says.
      startDate: '2025-04-01T00:00:00Z',
      priority: 10,
      actions: [{ label: 'Start Free Trial', handler: 'startFreeTrial', dismissOnClick: true }],
      targeting: { userTypes: ['standard'] },
    });
    expect(banners[1]).toEqual({
      id: 'maintenance',
      type: 'warning',
      title: 'Planned maintenance',
      container: 'notification',
    });
    expect(server.problems()).toEqual([]);
  });

  it('has no banners when no file is published (404) or the file is empty', async () => {
    let published = false;
    const { server, files } = await serve({
      'GET /banners.yaml': () =>
        published ? { status: 200, contentType: 'application/yaml', body: '' } : { status: 404 },
    });
    await expect(files.listBanners()).resolves.toEqual([]);
    published = true;
    await expect(files.listBanners()).resolves.toEqual([]);
    await expect(parseBanners('')).resolves.toEqual([]);
    await expect(parseBanners('# nothing yet\n')).resolves.toEqual([]);
    expect(server.problems()).toEqual([]);
  });

  it('fails with a clear error for malformed YAML', async () => {
    const { server, files } = await serve({
      'GET /banners.yaml': {
        status: 200,
        contentType: 'application/yaml',
        body: '- id: a\n  title: [unclosed\n',
      },
    });
    const error = await files.listBanners().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedBannersError);
    expect((error as Error).message).toMatch(/^banners\.yaml is not valid YAML: /);
    expect(server.problems()).toEqual([]);
  });

  it('names what is wrong with a file that is not a list of banners', async () => {
    await expect(parseBanners('id: a\ntitle: b\n')).rejects.toThrow(
      new MalformedBannersError('banners.yaml must be a list of banners.'),
    );
    await expect(parseBanners('- id: a\n  type: feature\n  title: A\n- id: 7\n')).rejects.toThrow(
      'banners.yaml: banner 2 needs id, type, title as text.',
    );
  });
});

describe('SPEC §7 public SBOMs', () => {
  it('lists the SBOMs and reads one', async () => {
    const index = [
      {
        sbomId: 'torizon-core-docker-7.2.0.json',
        name: 'torizon-core-docker',
        version: '7.2.0',
        publishedAt: '2025-03-20T00:00:00Z',
      },
    ];
    const sbom = {
      bomFormat: 'CycloneDX',
      specVersion: '1.5',
      version: 1,
      components: [{ type: 'library', name: 'openssl', version: '3.0.13' }],
    };
    const { server, files } = await serve({
      'GET /public/sbom/index.json': { status: 200, body: index },
      'GET /public/sbom/torizon-core-docker-7.2.0.json': { status: 200, body: sbom },
    });
    await expect(files.listSbomVersions()).resolves.toEqual(index);
    await expect(files.getSbom('torizon-core-docker-7.2.0.json')).resolves.toEqual(sbom);
    expect(server.problems()).toEqual([]);
  });

  it('has no SBOMs when no index is published', async () => {
    const { server, files } = await serve({ 'GET /public/sbom/index.json': { status: 404 } });
    await expect(files.listSbomVersions()).resolves.toEqual([]);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7/§4 delegation source files and their Last-Modified', () => {
  const path = '/public/delegations/acme-apps/targets.json';

  it('reads the file with its Last-Modified, and the HEAD reads the date alone', async () => {
    const { server, files } = await serve({
      [`GET ${path}`]: {
        status: 200,
        headers: { 'Last-Modified': LAST_MODIFIED },
        body: signedMetadata,
      },
      [`HEAD ${path}`]: { status: 200, headers: { 'Last-Modified': LAST_MODIFIED } },
    });
    await expect(files.getDelegationSource('acme-apps', 'targets.json')).resolves.toEqual({
      metadata: signedMetadata,
      lastModified: new Date('2025-05-06T04:00:00Z'),
    });
    await expect(
      files.getDelegationSourceLastModified('acme-apps', 'targets.json'),
    ).resolves.toEqual(new Date('2025-05-06T04:00:00Z'));
    expect(server.exchanges.map((e) => e.request.method)).toEqual(['GET', 'HEAD']);
    expect(server.problems()).toEqual([]);
  });

  it("reads the date of this server's file from a full address", async () => {
    const { server, files } = await serve({
      [`HEAD ${path}`]: { status: 200, headers: { 'Last-Modified': LAST_MODIFIED } },
    });
    await expect(files.lastModifiedAt(`${server.url}${path}`)).resolves.toEqual(
      new Date('2025-05-06T04:00:00Z'),
    );
    await expect(files.lastModifiedAt(path)).resolves.toEqual(new Date('2025-05-06T04:00:00Z'));
    expect(server.exchanges).toHaveLength(2);
    expect(server.problems()).toEqual([]);
  });

  it('asks another address directly, without the user token', async () => {
    const { server, files } = await serve({});
    other = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'Last-Modified': LAST_MODIFIED });
      response.end();
    });
    await expect(files.lastModifiedAt(`${other.url}/feeds/tdx-nightly.json`)).resolves.toEqual(
      new Date('2025-05-06T04:00:00Z'),
    );
    expect(other.received[0]).toMatchObject({ method: 'HEAD', url: '/feeds/tdx-nightly.json' });
    expect(other.received[0]!.headers.authorization).toBeUndefined();
    expect(server.exchanges).toEqual([]);
  });

  it('has no date when the header is missing, and fails for a missing file', async () => {
    const { server, files } = await serve({
      [`HEAD ${path}`]: { status: 200 },
      'HEAD /public/delegations/gone/targets.json': { status: 404 },
    });
    await expect(files.lastModifiedAt(path)).resolves.toBeUndefined();
    await expect(
      files.getDelegationSourceLastModified('gone', 'targets.json'),
    ).rejects.toMatchObject({ name: 'FleetApiError', status: 404 });
    expect(server.problems()).toEqual([]);
  });
});
