import { loadContract } from '@fleet/contract';
import { createFleetClient, type components } from '@fleet/sdk';
import { isBannerInDateRange } from '@fleet/sdk/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createPublicResource } from '../../sdk/src/resources/public.js';
import { canonicalJson } from '../src/credentials/canonical-json.js';
import type { Sandbox } from '../src/sandbox.js';
import { verifySignature } from '../src/tuf/keys.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

type Banner = components['schemas']['Banner'];
type SbomVersion = components['schemas']['SbomVersion'];

const contract = loadContract();
let sandbox: Sandbox;

/** A public GET (or HEAD) whose answer is checked against the contract. */
async function fetchPublic(path: string, method = 'GET') {
  const response = await fetch(`${sandbox.url}${path}`, { method });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  const body =
    text && contentType?.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
  expect(
    contract.checkResponse({ method, url: path, status: response.status, contentType, body }),
    `${method} ${path}`,
  ).toEqual([]);
  return { status: response.status, headers: response.headers, text, body };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 Static: banners', () => {
  it('serves a YAML list of banners that all match the Banner schema', async () => {
    const { status, headers, text } = await fetchPublic('/banners.yaml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/yaml');
    const banners = parse(text) as Banner[];

    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(contract.document as object, 'fleet-api');
    const validate = ajv.compile({ $ref: 'fleet-api#/components/schemas/Banner' });
    for (const banner of banners)
      expect(validate(banner), ajv.errorsText(validate.errors)).toBe(true);
    expect(new Set(banners.map((b) => b.id)).size).toBe(banners.length);
  });

  it('covers the kinds the console treats differently', async () => {
    const banners = parse((await fetchPublic('/banners.yaml')).text) as Banner[];
    expect(new Set(banners.map((b) => b.type))).toEqual(
      new Set(['announcement', 'feature', 'update', 'warning', 'generic']),
    );
    expect(banners.some((b) => b.container === 'notification')).toBe(true);
    expect(banners.some((b) => b.targeting?.userTypes?.includes('repo-guest'))).toBe(true);
    expect(banners.some((b) => b.targeting?.userTypes?.includes('standard'))).toBe(true);
    // SPEC §4: shown only inside startDate..endDate; one has expired.
    const now = new Date();
    const expired = banners.filter((b) => !isBannerInDateRange(b, now));
    expect(expired.map((b) => b.id)).toEqual(['holiday-support-hours']);
  });

  it('reads through the SDK', async () => {
    const client = createFleetClient({ baseUrl: sandbox.url, getToken: () => undefined });
    const banners = await createPublicResource(client).listBanners();
    expect(banners.map((b) => b.id)).toContain('sandbox-welcome');
  });
});

describe('SPEC §7 Packages: public SBOMs', () => {
  it('lists an SBOM per OS version and serves each as CycloneDX JSON', async () => {
    const index = (await fetchPublic('/public/sbom/index.json')).body as SbomVersion[];
    expect(index.map((entry) => entry.sbomId)).toContain('torizon-os-verdin-imx8mp-7.1.0.json');
    for (const entry of index) {
      const { status, body } = await fetchPublic(`/public/sbom/${entry.sbomId}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        bomFormat: 'CycloneDX',
        specVersion: '1.5',
        metadata: { component: { name: entry.name, version: entry.version } },
      });
    }
  });

  it('answers an unknown SBOM with an empty 404', async () => {
    const { status, text } = await fetchPublic('/public/sbom/nope.json');
    expect(status).toBe(404);
    expect(text).toBe('');
  });
});

describe('SPEC §7 Packages: package source files', () => {
  it('serves the signed metadata of the built-in sources with Last-Modified, for GET and HEAD', async () => {
    const path = '/public/delegations/tdx-quarterly/tdx-quarterly.json';
    const got = await fetchPublic(path);
    expect(got.status).toBe(200);
    const lastModified = got.headers.get('last-modified');
    expect(lastModified).toMatch(/GMT$/);
    const head = await fetchPublic(path, 'HEAD');
    expect(head).toMatchObject({ status: 200, text: '' });
    expect(head.headers.get('last-modified')).toBe(lastModified);

    // Signed by the key the demo repositories trust for it.
    const metadata = got.body as components['schemas']['DelegationSignedMetadata'];
    expect(Object.keys(metadata.signed.targets)).toEqual([
      'torizon-os-apalis-imx8-6.8.2',
      'torizon-os-apalis-imx8-7.1.0',
    ]);
    const key = await sandbox.context.stores.delegationSources.publisherKey('toradex', () => {
      throw new Error('the Toradex key should exist');
    });
    expect(metadata.signatures[0]?.keyid).toBe(key.keyid);
    expect(
      verifySignature(
        key,
        Buffer.from(canonicalJson(metadata.signed)),
        metadata.signatures[0]!.sig,
      ),
    ).toBe(true);
  });

  it('answers an unknown file with an empty 404', async () => {
    expect((await fetchPublic('/public/delegations/tdx-quarterly/other.json')).status).toBe(404);
    expect((await fetchPublic('/public/delegations/nope/nope.json', 'HEAD')).status).toBe(404);
  });

  it('tells the SDK when a source file changed (HEAD)', async () => {
    const client = createFleetClient({ baseUrl: sandbox.url, getToken: () => undefined });
    const changed = await createPublicResource(client).lastModifiedAt(
      `${sandbox.url}/public/delegations/tdx-lts/tdx-lts.json`,
    );
    expect(changed).toBeInstanceOf(Date);
  });
});
