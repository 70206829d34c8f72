import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { createFleetClient } from '@fleet/sdk';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsResource } from '../../sdk/src/resources/accounts.js';
import { canonicalJson } from '../src/credentials/canonical-json.js';
import { CREDENTIALS_FILES } from '../src/credentials/credentials-zip.js';
import type { RootMetadata } from '../src/credentials/root-metadata.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, download, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;
let dev: string;
let devId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  devId = (await sandbox.context.stores.users.findByEmail('dev@example.com'))?.id ?? '';
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const zipPath = (userId: string) => `/api/accounts/users/${userId}/keys/credentials.zip`;

interface Manifest {
  repositoryId: string;
  namespace: string;
  api: { url: string };
  identityProvider: { issuer: string; tokenUrl: string };
  provisioning: { url: string; keyId: string; version: number; privateKey: string };
  garageTools: { keyId: string; version: number };
  root: { file: string; version: number };
}

async function credentials(token = dev, userId = devId) {
  const response = await download(sandbox, zipPath(userId), token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toContain('credentials.zip');
  const files = unzipSync(response.bytes);
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return {
    names: Object.keys(files),
    text,
    manifest: JSON.parse(text('credentials.json')) as Manifest,
    root: JSON.parse(text('root.json')) as RootMetadata,
  };
}

/** root.json carries one signature per signer, in order, each valid over its canonical JSON. */
function verifyRoot(root: RootMetadata, signerPems: string[]): void {
  const bytes = Buffer.from(canonicalJson(root.signed));
  expect(root.signatures).toHaveLength(signerPems.length);
  root.signatures.forEach((signature, index) => {
    const key = createPublicKey(signerPems[index] ?? '');
    expect(verify(null, bytes, key, Buffer.from(signature.sig, 'hex'))).toBe(true);
  });
}

describe('SPEC §7 Accounts: credentials.zip', () => {
  it('is a real zip with the documented files, addresses, repository id and working keys', async () => {
    const { names, text, manifest, root } = await credentials();
    expect(names.sort()).toEqual([...CREDENTIALS_FILES].sort());
    expect(text('README.txt')).toContain('provision/client.key');

    const personal = await sandbox.context.stores.repositories.personalOf(devId);
    expect(manifest).toMatchObject({
      repositoryId: personal?.id,
      namespace: devId,
      api: { url: `${sandbox.url}/api/v2beta` },
      identityProvider: { issuer: `${sandbox.url}/idp`, tokenUrl: `${sandbox.url}/idp/token` },
      provisioning: {
        url: `${sandbox.url}/api/v2beta/devices/token`,
        version: 1,
        privateKey: 'provision/client.key',
      },
      garageTools: { version: 1 },
      root: { file: 'root.json', version: 1 },
    });

    for (const folder of ['provision', 'garage-tools']) {
      const privateKey = createPrivateKey(text(`${folder}/client.key`));
      expect(privateKey.asymmetricKeyType).toBe('ec');
      expect(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' })).toBe(
        text(`${folder}/client.pub`),
      );
    }

    expect(root.signed).toMatchObject({ _type: 'root', version: 1 });
    const [rootKeyId] = root.signed.roles.root?.keyids ?? [];
    const rootKey = root.signed.keys[rootKeyId ?? ''];
    expect(rootKey?.keytype).toBe('ed25519');
    const [current] = await sandbox.context.stores.rootKeys.latest(personal?.id ?? '');
    verifyRoot(root, [current?.publicPem ?? '']);

    // The same keys every time until one is rotated.
    expect((await credentials()).text('provision/client.key')).toBe(text('provision/client.key'));
  });

  it('changes after each key rotation, and the root rotation is cross-signed', async () => {
    const before = await credentials();

    const provision = await call(sandbox, `/api/accounts/users/${devId}/keys/provision/rotate`, {
      method: 'PUT',
      token: dev,
    });
    expect(provision.status).toBe(204);
    const afterProvision = await credentials();
    expect(afterProvision.text('provision/client.key')).not.toBe(
      before.text('provision/client.key'),
    );
    expect(afterProvision.text('garage-tools/client.key')).toBe(
      before.text('garage-tools/client.key'),
    );
    expect(afterProvision.manifest.provisioning.version).toBe(2);
    expect(afterProvision.manifest.provisioning.keyId).not.toBe(before.manifest.provisioning.keyId);

    const tools = await call(sandbox, `/api/accounts/users/${devId}/keys/garage-tools/rotate`, {
      method: 'PUT',
      token: dev,
    });
    expect(tools.status).toBe(204);
    const afterTools = await credentials();
    expect(afterTools.text('garage-tools/client.key')).not.toBe(
      before.text('garage-tools/client.key'),
    );
    expect(afterTools.manifest.garageTools.version).toBe(2);

    const rotated = await call(sandbox, '/api/v1/user_repo/root/rotate', {
      method: 'PUT',
      token: dev,
    });
    expect(rotated.status).toBe(204);
    const afterRoot = await credentials();
    expect(afterRoot.root.signed.version).toBe(2);
    expect(afterRoot.manifest.root.version).toBe(2);
    const personal = await sandbox.context.stores.repositories.personalOf(devId);
    const [newKey, oldKey] = await sandbox.context.stores.rootKeys.latest(personal?.id ?? '');
    expect(Object.keys(afterRoot.root.signed.keys)).toEqual([newKey?.keyId]);
    verifyRoot(afterRoot.root, [newKey?.publicPem ?? '', oldKey?.publicPem ?? '']);
  });
});

describe('SPEC §6 credentials rights', () => {
  it('answers 403 for another user’s id', async () => {
    const admin = await sandbox.context.stores.users.findByEmail('admin@example.com');
    const other = await download(sandbox, zipPath(admin?.id ?? ''), dev);
    expect(other.status).toBe(403);
    expect(errorOf(other.json).description).toBe(
      'Keys and credentials can only be managed for your own account.',
    );
    for (const kind of ['provision', 'garage-tools']) {
      const response = await call(sandbox, `/api/accounts/users/${admin?.id}/keys/${kind}/rotate`, {
        method: 'PUT',
        token: dev,
      });
      expect(response.status).toBe(403);
    }
  });

  it('answers the read-only guest in the shared repository 403', async () => {
    const [shared] = await sandbox.context.stores.repositories.listShared(devId);
    const guest = await sandbox.context.stores.users.findByEmail('guest@example.com');
    const hostToken = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
    const { access } = (
      await call(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
        method: 'POST',
        token: hostToken,
      })
    ).body as { access: string };
    expect((await download(sandbox, zipPath(guest?.id ?? ''), access)).status).toBe(403);
    const root = await call(sandbox, '/api/v1/user_repo/root/rotate', {
      method: 'PUT',
      token: access,
    });
    expect(root.status).toBe(403);
    expect(errorOf(root.body).description).toContain('manageKeys:credentials');
    // With the host token the guest manages the keys of their own account.
    expect((await download(sandbox, zipPath(guest?.id ?? ''), hostToken)).status).toBe(200);
  });

  it('rotates the root of the shared repository its host works in', async () => {
    const [shared] = await sandbox.context.stores.repositories.listShared(devId);
    const { access } = (
      await call(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
        method: 'POST',
        token: dev,
      })
    ).body as { access: string };
    await call(sandbox, '/api/v1/user_repo/root/rotate', { method: 'PUT', token: access });
    const [latest] = await sandbox.context.stores.rootKeys.latest(shared?.id ?? '');
    expect(latest?.version).toBe(2);
  });
});

describe('SDK accounts resource against the sandbox: credentials', () => {
  it('downloads the bundle and rotates the provisioning key', async () => {
    const accounts = createAccountsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => dev }),
    );
    const first = await accounts.downloadCredentials(devId);
    expect(first.filename).toBe('credentials.zip');
    const firstFiles = unzipSync(new Uint8Array(await first.blob.arrayBuffer()));
    await accounts.rotateProvisionKey(devId);
    await accounts.rotateGarageToolsKey(devId);
    const second = unzipSync(
      new Uint8Array(await (await accounts.downloadCredentials(devId)).blob.arrayBuffer()),
    );
    expect(strFromU8(second['provision/client.key'] ?? new Uint8Array())).not.toBe(
      strFromU8(firstFiles['provision/client.key'] ?? new Uint8Array()),
    );
  });
});
