import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFleetClient, type components } from '@fleet/sdk';
import { BUILT_IN_PACKAGE_SOURCES, shouldAutoRefreshDelegation } from '@fleet/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDelegationsResource } from '../../sdk/src/resources/delegations.js';
import type { Sandbox } from '../src/sandbox.js';
import {
  publicPartOf,
  signMetadata,
  signingKeyFromSeed,
  type SigningKey,
} from '../src/tuf/keys.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

type TrustedDelegation = components['schemas']['TrustedDelegation'];
type DelegationKey = components['schemas']['DelegationKey'];
type PackagePage = components['schemas']['PackagePage'];

const BASE = '/api/v2beta/packages_external';
let sandbox: Sandbox;
let token: string;
let guestToken: string;

/** A package source provider somewhere else on the network: files by path, with Last-Modified. */
const files = new Map<string, { body: string; lastModified: Date }>();
let provider: Server;
let providerUrl: string;

const acmeKey: SigningKey = signingKeyFromSeed(randomBytes(32));
const strangerKey: SigningKey = signingKeyFromSeed(randomBytes(32));
const wireKey = (key: SigningKey): DelegationKey => ({
  keytype: 'ED25519',
  keyval: { public: key.public },
});

/** Signed targets metadata listing `targets` (package name → version), signed by `key`. */
function metadata(key: SigningKey, targets: Array<[string, string]>, expiresInDays = 30): string {
  const signed = {
    _type: 'Targets',
    version: 1,
    expires: new Date(Date.now() + expiresInDays * 86_400_000).toISOString(),
    targets: Object.fromEntries(
      targets.map(([name, version]) => [
        `${name}-${version}`,
        {
          hashes: { sha256: createHash('sha256').update(`${name}-${version}`).digest('hex') },
          length: 1234,
          custom: { name, version, hardwareIds: ['docker-compose'], targetFormat: 'BINARY' },
        },
      ]),
    ),
  };
  return JSON.stringify(signMetadata(signed, [key]));
}

function serve(path: string, body: string, lastModified = new Date()): string {
  files.set(path, { body, lastModified });
  return `${providerUrl}${path}`;
}

async function delegations(as = token): Promise<TrustedDelegation[]> {
  const { status, body } = await call(sandbox, `${BASE}/trusted-delegations`, { token: as });
  expect(status).toBe(200);
  return body as TrustedDelegation[];
}

const findDelegation = async (name: string) => (await delegations()).find((d) => d.name === name);

async function packagesOf(source: string): Promise<string[]> {
  const { body } = await call(sandbox, `/api/v2beta/packages?packageSource=${source}&limit=1000`, {
    token,
  });
  return (body as PackagePage).values.map((p) => p.packageId).sort();
}

/** Adds a delegation trusting acmeKey with the given paths, then points it at `uri`. */
async function addSource(name: string, paths: string[]): Promise<void> {
  const added = await call(sandbox, `${BASE}/trusted-delegations?mode=add`, {
    token,
    method: 'PUT',
    body: [{ name, keyids: [publicPartOf(acmeKey).keyid], paths, threshold: 1, terminating: true }],
  });
  expect(added.status).toBe(204);
}

beforeAll(async () => {
  provider = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Last-Modified': file.lastModified.toUTCString(),
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  sandbox = await startTestSandbox();
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [shared] = await sandbox.context.stores.repositories.listShared(dev!.id);
  const guest = await tokensFor(sandbox.url, 'guest@example.com');
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared!.id}`, {
    method: 'POST',
    token: guest.access_token,
  });
  guestToken = (minted.body as { access: string }).access;

  expect(
    (
      await call(sandbox, `${BASE}/trusted-delegations/keys`, {
        token,
        method: 'PUT',
        body: [wireKey(acmeKey)],
      })
    ).status,
  ).toBe(204);
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
  await new Promise((resolve) => provider.close(resolve));
});

describe('SPEC §3 the built-in package sources', () => {
  it('lists the built-in sources, fetched, with their friendly names and keys', async () => {
    const listed = await delegations();
    for (const [name, friendlyName] of Object.entries(BUILT_IN_PACKAGE_SOURCES)) {
      if (name === 'targets.json') continue;
      const delegation = listed.find((d) => d.name === name);
      expect(delegation, name).toMatchObject({
        friendlyName,
        threshold: 1,
        terminating: true,
        remoteUri: `${sandbox.url}/public/delegations/${name}/${name}.json`,
        lastFetched: expect.any(String),
        lastModified: expect.any(String),
      });
      expect(delegation).not.toHaveProperty('error');
      expect(delegation!.keys!.map((k) => k.keyid)).toEqual(delegation!.keyids);
    }
    expect(await packagesOf('tdx-bootloader')).toEqual([
      'u-boot-apalis-imx8-2024.04.1',
      'u-boot-colibri-imx8x-2024.04.1',
    ]);
  });

  it('shows one broken source per SPEC §8 reason, each with its error', async () => {
    const listed = await delegations();
    const errorOfSource = (name: string) => listed.find((d) => d.name === name)?.error;
    expect(errorOfSource('acme-apps')).toMatch(
      /^Could not verify trusted delegation: .*signing key is not valid/,
    );
    expect(errorOfSource('acme-firmware')).toMatch(
      /^Could not verify trusted delegation: its paths .* match none/,
    );
    expect(errorOfSource('acme-mirror')).toMatch(
      /^Unable to refresh this source: .*could not be reached/,
    );
  });

  it('gives the info of every source, My Packages included', async () => {
    const { body } = await call(sandbox, `${BASE}/info`, { token });
    expect(body).toMatchObject({
      'targets.json': { friendlyName: 'My Packages' },
      'tdx-lts': { friendlyName: 'Toradex LTS', lastFetched: expect.any(String) },
      'acme-apps': { friendlyName: 'ACME Applications' },
    });
  });

  it('refreshes a built-in source by fetching its file from the sandbox over HTTP', async () => {
    const before = await findDelegation('tdx-nightly');
    const { status, body } = await call(sandbox, `${BASE}/refresh/tdx-nightly`, { token });
    expect(status).toBe(200);
    expect((body as { lastFetched: string }).lastFetched > before!.lastFetched!).toBe(true);
    expect(await packagesOf('tdx-nightly')).toEqual([
      'torizon-os-verdin-imx8mp-7.2.0-devel-20250505',
      'torizon-os-verdin-imx8mp-7.2.0-devel-20250506',
    ]);
  });

  it('SPEC §8 answers each broken source with its error', async () => {
    const refresh = (name: string) => call(sandbox, `${BASE}/refresh/${name}`, { token });
    expect(await refresh('acme-apps')).toMatchObject({
      status: 400,
      body: { code: 'delegation_not_verified', msg: 'Could not verify trusted delegation' },
    });
    expect(await refresh('acme-firmware')).toMatchObject({
      status: 400,
      body: {
        code: 'delegation_paths_match_no_targets',
        msg: 'Could not verify trusted delegation',
      },
    });
    expect(await refresh('acme-mirror')).toMatchObject({
      status: 502,
      body: { code: 'delegation_source_unreachable', msg: 'Unable to refresh this source' },
    });
    expect((await refresh('no-such-source')).status).toBe(404);
  });
});

describe('SPEC §5 adding and updating package sources', () => {
  it('adds a source; the same name again is 409', async () => {
    await addSource('acme-tools', ['acme-tools-*']);
    expect(await findDelegation('acme-tools')).toMatchObject({
      keyids: [publicPartOf(acmeKey).keyid],
      keys: [
        {
          keyid: publicPartOf(acmeKey).keyid,
          keytype: 'ED25519',
          keyval: { public: acmeKey.public },
        },
      ],
      paths: ['acme-tools-*'],
    });
    const again = await call(sandbox, `${BASE}/trusted-delegations?mode=add`, {
      token,
      method: 'PUT',
      body: [
        {
          name: 'acme-tools',
          keyids: [publicPartOf(acmeKey).keyid],
          paths: ['x'],
          threshold: 1,
          terminating: true,
        },
      ],
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).msg).toBe('Delegation with that name already exists');
  });

  it('updates an existing source; an unknown name is 404', async () => {
    await addSource('acme-update', ['acme-*']);
    const body = (name: string) => [
      {
        name,
        keyids: [publicPartOf(acmeKey).keyid],
        paths: ['acme-line-*'],
        threshold: 1,
        terminating: true,
      },
    ];
    const updated = await call(sandbox, `${BASE}/trusted-delegations?mode=update`, {
      token,
      method: 'PUT',
      body: body('acme-update'),
    });
    expect(updated.status).toBe(204);
    expect((await findDelegation('acme-update'))?.paths).toEqual(['acme-line-*']);
    const unknown = await call(sandbox, `${BASE}/trusted-delegations?mode=update`, {
      token,
      method: 'PUT',
      body: body('acme-unknown'),
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).msg).toBe('Delegation with that name does not exist');
  });

  it('answers 400 for a bad name, an untrusted key, a bad threshold or terminating false', async () => {
    const base = {
      name: 'ok-name',
      keyids: [publicPartOf(acmeKey).keyid],
      paths: ['x-*'],
      threshold: 1,
      terminating: true,
    };
    for (const body of [
      [],
      [{ ...base, name: 'bad name' }],
      [{ ...base, name: 'targets.json' }],
      [{ ...base, keyids: [publicPartOf(strangerKey).keyid] }],
      [{ ...base, keyids: [] }],
      [{ ...base, paths: [] }],
      [{ ...base, threshold: 2 }],
      [{ ...base, terminating: false }],
      [base, base],
    ]) {
      const answer = await call(sandbox, `${BASE}/trusted-delegations`, {
        token,
        method: 'PUT',
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('trusts keys once each, with their ids computed, and refuses unreadable keys', async () => {
    const { body } = await call(sandbox, `${BASE}/trusted-delegations/keys`, { token });
    const ids = (body as DelegationKey[]).map((k) => k.keyid);
    expect(ids).toContain(publicPartOf(acmeKey).keyid);
    await call(sandbox, `${BASE}/trusted-delegations/keys`, {
      token,
      method: 'PUT',
      body: [wireKey(acmeKey)],
    });
    const again = (await call(sandbox, `${BASE}/trusted-delegations/keys`, { token }))
      .body as DelegationKey[];
    expect(again).toHaveLength(ids.length);
    for (const bad of [
      [],
      [{ keytype: 'ED25519', keyval: { public: 'abc' } }],
      [{ keytype: 'DSA', keyval: { public: acmeKey.public } }],
    ])
      expect(
        (
          await call(sandbox, `${BASE}/trusted-delegations/keys`, {
            token,
            method: 'PUT',
            body: bad,
          })
        ).status,
      ).toBe(400);
  });
});

describe('SPEC §4 fetching a package source from its remote address', () => {
  it('fetches, verifies and takes in the targets its paths match as packages of the source', async () => {
    await addSource('acme-line', ['acme-line-*']);
    const uri = serve(
      '/acme-line/targets.json',
      metadata(acmeKey, [
        ['acme-line-monitor', '1.0.0'],
        ['acme-line-monitor', '1.1.0'],
        ['other-vendor-app', '2.0.0'],
      ]),
      new Date('2025-05-06T04:00:00Z'),
    );
    const set = await call(sandbox, `${BASE}/acme-line/remote`, {
      token,
      method: 'PUT',
      body: { uri, friendlyName: 'ACME Line' },
    });
    expect(set.status).toBe(201);
    expect(await findDelegation('acme-line')).toMatchObject({
      friendlyName: 'ACME Line',
      remoteUri: uri,
      lastFetched: expect.any(String),
      lastModified: '2025-05-06T04:00:00.000Z',
    });
    expect(await packagesOf('acme-line')).toEqual([
      'acme-line-monitor-1.0.0',
      'acme-line-monitor-1.1.0',
    ]);

    // The source drops a version: the next refresh drops its package.
    serve('/acme-line/targets.json', metadata(acmeKey, [['acme-line-monitor', '1.1.0']]));
    expect((await call(sandbox, `${BASE}/refresh/acme-line`, { token })).status).toBe(200);
    expect(await packagesOf('acme-line')).toEqual(['acme-line-monitor-1.1.0']);
  });

  it('keeps each failure as the source error until a refresh succeeds', async () => {
    await addSource('acme-flaky', ['acme-flaky-*']);
    const path = '/acme-flaky/targets.json';
    const uri = serve(path, metadata(strangerKey, [['acme-flaky-app', '1.0.0']]));

    const unverified = await call(sandbox, `${BASE}/acme-flaky/remote`, {
      token,
      method: 'PUT',
      body: { uri },
    });
    expect(unverified.status).toBe(400);
    expect(errorOf(unverified.body)).toMatchObject({
      code: 'delegation_not_verified',
      msg: 'Could not verify trusted delegation',
      description: expect.stringContaining('signing key is not valid'),
    });
    expect((await findDelegation('acme-flaky'))?.remoteUri).toBe(uri);

    serve(path, metadata(acmeKey, [['acme-flaky-app', '1.0.0']], -1));
    expect(
      errorOf((await call(sandbox, `${BASE}/refresh/acme-flaky`, { token })).body).description,
    ).toContain('expired');

    serve(path, metadata(acmeKey, [['something-else', '1.0.0']]));
    const noTargets = await call(sandbox, `${BASE}/refresh/acme-flaky`, { token });
    expect(noTargets).toMatchObject({
      status: 400,
      body: { code: 'delegation_paths_match_no_targets' },
    });
    expect((await findDelegation('acme-flaky'))?.error).toContain('match none');

    files.delete(path);
    const missing = await call(sandbox, `${BASE}/refresh/acme-flaky`, { token });
    expect(missing).toMatchObject({ status: 502, body: { msg: 'Unable to refresh this source' } });
    expect(errorOf(missing.body).description).toContain('answered 404');
    const unreachable = await call(sandbox, `${BASE}/acme-flaky/remote`, {
      token,
      method: 'PUT',
      body: { uri: 'http://127.0.0.1:2/nothing.json' },
    });
    expect(unreachable).toMatchObject({
      status: 400,
      body: { code: 'delegation_source_unreachable', msg: 'Could not verify trusted delegation' },
    });

    serve(path, metadata(acmeKey, [['acme-flaky-app', '1.0.0']]));
    await call(sandbox, `${BASE}/acme-flaky/remote`, { token, method: 'PUT', body: { uri } });
    expect(await findDelegation('acme-flaky')).not.toHaveProperty('error');
    expect(await packagesOf('acme-flaky')).toEqual(['acme-flaky-app-1.0.0']);
  });

  it("publishes the demo files with Last-Modified; the 10 s unchanged window is the client's rule", async () => {
    const path = '/public/delegations/tdx-lts/tdx-lts.json';
    const head = await fetch(`${sandbox.url}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const published = new Date(head.headers.get('last-modified')!);
    expect(Number.isNaN(published.getTime())).toBe(false);

    // The provider publishes a new file: it is not yet "changed" for 10 s, but a refresh asked
    // for now is served at once.
    const lastFetched = (await findDelegation('tdx-lts'))!.lastFetched!;
    const file = await sandbox.context.stores.delegationSources.findFile('tdx-lts', 'tdx-lts.json');
    // Last-Modified has whole seconds: publish at the next whole second after the last fetch,
    // or the header could read as the very second of that fetch (not "modified after" it).
    const newVersionAt = new Date(
      (Math.floor(Math.max(Date.now(), Date.parse(lastFetched)) / 1000) + 1) * 1000,
    );
    await sandbox.context.stores.delegationSources.publish(
      'tdx-lts',
      'tdx-lts.json',
      file!.body,
      newVersionAt.toISOString(),
    );
    const lastModified = new Date(
      (await fetch(`${sandbox.url}${path}`, { method: 'HEAD' })).headers.get('last-modified')!,
    );
    const state = { lastFetched, lastModified: lastModified.toISOString() };
    expect(shouldAutoRefreshDelegation(state, new Date(lastModified.getTime() + 5_000))).toBe(
      false,
    );
    expect(shouldAutoRefreshDelegation(state, new Date(lastModified.getTime() + 10_000))).toBe(
      true,
    );
    expect((await call(sandbox, `${BASE}/refresh/tdx-lts`, { token })).status).toBe(200);
    expect((await findDelegation('tdx-lts'))?.lastModified).toBe(lastModified.toISOString());
  });
});

describe('SPEC §7 package source info and removal', () => {
  it('changes the friendly name and address; 404 for an unknown source', async () => {
    const changed = await call(sandbox, `${BASE}/trusted-delegations/tdx-monthly/info`, {
      token,
      method: 'PATCH',
      body: { friendlyName: 'Monthly builds' },
    });
    expect(changed.body).toMatchObject({
      friendlyName: 'Monthly builds',
      lastFetched: expect.any(String),
    });
    expect((await findDelegation('tdx-monthly'))?.friendlyName).toBe('Monthly builds');
    const unknown = await call(sandbox, `${BASE}/trusted-delegations/nope/info`, {
      token,
      method: 'PATCH',
      body: { friendlyName: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await call(sandbox, `${BASE}/trusted-delegations/tdx-monthly/info`, {
          token,
          method: 'PATCH',
          body: { remoteUri: 'nope' },
        })
      ).status,
    ).toBe(400);
  });

  it('removes a source and its packages (204), then 404', async () => {
    expect(await packagesOf('tdx-containers')).not.toEqual([]);
    expect(
      (
        await call(sandbox, `${BASE}/trusted-delegations/tdx-containers`, {
          token,
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(await packagesOf('tdx-containers')).toEqual([]);
    expect(await findDelegation('tdx-containers')).toBeUndefined();
    expect(
      (
        await call(sandbox, `${BASE}/trusted-delegations/tdx-containers`, {
          token,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
  });
});

describe('SPEC §6 package source rights', () => {
  it('lets the read-only guest read sources and answers 403 to its changes and refreshes', async () => {
    expect((await delegations(guestToken)).length).toBeGreaterThan(0);
    const refused = [
      await call(sandbox, `${BASE}/trusted-delegations`, {
        token: guestToken,
        method: 'PUT',
        body: [{ name: 'x', keyids: ['k'], paths: ['p'], threshold: 1, terminating: true }],
      }),
      await call(sandbox, `${BASE}/trusted-delegations/tdx-lts`, {
        token: guestToken,
        method: 'DELETE',
      }),
      await call(sandbox, `${BASE}/refresh/tdx-lts`, { token: guestToken }),
      await call(sandbox, `${BASE}/tdx-lts/remote`, {
        token: guestToken,
        method: 'PUT',
        body: { uri: 'http://x.example/' },
      }),
      await call(sandbox, `${BASE}/trusted-delegations/keys`, {
        token: guestToken,
        method: 'PUT',
        body: [wireKey(acmeKey)],
      }),
    ];
    expect(refused.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('the SDK delegations resource against the sandbox', () => {
  it('adds a source, sets its address, refreshes it and reads the SPEC §8 messages', async () => {
    const sources = createDelegationsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    const keyid = publicPartOf(acmeKey).keyid;
    await sources.addTrustedDelegation({
      name: 'acme-sdk',
      keyids: [keyid],
      paths: ['acme-sdk-*'],
    });
    await expect(
      sources.addTrustedDelegation({ name: 'acme-sdk', keyids: [keyid], paths: ['acme-sdk-*'] }),
    ).rejects.toThrow('Delegation with that name already exists');
    await expect(
      sources.updateTrustedDelegation({ name: 'acme-none', keyids: [keyid], paths: ['x'] }),
    ).rejects.toThrow('Delegation with that name does not exist');

    const uri = serve('/acme-sdk/targets.json', metadata(acmeKey, [['acme-sdk-app', '1.0.0']]));
    await sources.setDelegationRemote('acme-sdk', { uri, friendlyName: 'ACME SDK' });
    const listed = (await sources.listTrustedDelegations()).find((d) => d.name === 'acme-sdk');
    expect(listed).toMatchObject({ friendlyName: 'ACME SDK', remoteUri: uri });
    expect(await sources.needsRefresh(listed!)).toBe(false);
    expect((await sources.refreshDelegation('acme-sdk')).lastFetched).toEqual(expect.any(String));

    await expect(sources.refreshDelegation('acme-apps')).rejects.toThrow(
      'Could not verify trusted delegation',
    );
    await expect(sources.refreshDelegation('acme-mirror')).rejects.toThrow(
      'Unable to refresh this source',
    );
    await sources.deleteTrustedDelegation('acme-sdk');
    expect(await packagesOf('acme-sdk')).toEqual([]);
  });
});
