// SPEC §2 /account, §3 API client, §6 apiClients and credentials rights, §7 Accounts against a
// running sandbox: the account store creates, edits and deletes API clients of each type with
// their token lifetime (the tokens the provider then issues prove it), rotates keys (the
// credentials.zip downloaded after says which key changed) and downloads credentials.zip.
import {
  clientCredentialsAuth,
  connectFleet,
  createAccountStore,
  createFleet,
  decodeJwtPayload,
  TokenRequestError,
  type AccountStore,
  type FleetSdk,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from './support/zip';

let sandbox: Sandbox;
let fleet: FleetSdk;
const stores: AccountStore[] = [];

async function fleetOf(email: string): Promise<FleetSdk> {
  const session = await signIn(sandbox.url, email, 'demo');
  if (!session.ok) throw new Error(`sign-in failed for ${email}: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  return createFleet({ baseUrl: sandbox.url, getToken: () => token });
}

function accountStore(sdk: FleetSdk = fleet): AccountStore {
  const store = createAccountStore({ fleet: sdk });
  stores.push(store);
  return store;
}

/** The token the provider issues to an API client, and how long it lives (s). */
async function signInAs(clientId: string, clientSecret: string) {
  const auth = clientCredentialsAuth({ issuer: sandbox.issuer, clientId, clientSecret });
  const token = (await auth.getToken())!;
  const claims = decodeJwtPayload(token)!;
  const { fleet: clientFleet } = connectFleet({ baseUrl: sandbox.url, auth });
  return {
    auth,
    token,
    claims,
    lifetime: Number(claims.exp) - Number(claims.iat),
    fleet: clientFleet,
  };
}

/** credentials.json of a credentials.zip download, and the bundle's file names. */
async function credentialsOf(store: AccountStore) {
  const { blob, filename } = await store.downloadCredentials();
  const files = readZip(new Uint8Array(await blob.arrayBuffer()));
  const manifest = JSON.parse(files.get('credentials.json') ?? 'null') as {
    account: { email: string };
    provisioning: { keyId: string; version: number };
    garageTools: { keyId: string; version: number };
    root: { version: number };
  };
  return { filename, files, manifest };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  fleet = await fleetOf('dev@example.com');
});
afterAll(async () => {
  stores.forEach((store) => store.dispose());
  await sandbox?.close();
});

describe('SPEC §3 API clients through the account store', () => {
  it('creates a client with its type and token lifetime; its secret is shown once', async () => {
    const store = accountStore();
    await store.loadApiClients();
    const before = store.apiClients.value!.length;

    const created = await store.createApiClient({
      name: 'Nightly upload',
      type: 'api-v2',
      description: 'CI of the firmware team',
      access_token_lifetime_seconds: 120,
    });
    expect(created).toMatchObject({
      name: 'Nightly upload',
      type: 'api-v2',
      access_token_lifetime_seconds: 120,
    });
    expect(store.createdClient.value?.clientSecret).toBe(created.clientSecret);
    const listed = store.apiClients.value!.find((c) => c.clientId === created.clientId);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('clientSecret');
    expect(store.apiClients.value).toHaveLength(before + 1);
    store.dismissSecret();
    expect(store.createdClient.value).toBeUndefined();

    // What the server keeps: a fresh page lists it the same way.
    const fresh = accountStore();
    await fresh.loadApiClients();
    expect(fresh.apiClients.value).toEqual(store.apiClients.value);

    // The provider issues it tokens of that lifetime, for the type's rights.
    const client = await signInAs(created.clientId, created.clientSecret);
    expect(client.lifetime).toBe(120);
    expect(client.claims).toMatchObject({ sub: created.clientId, api_client_type: 'api-v2' });
    const { rights } = await client.fleet.auth.discoverPermissions();
    expect(rights.can('devices', 'delete')).toBe(true);
    expect(rights.can('apiClients', 'read')).toBe(false);
  });

  it('each type signs in with its own rights (SPEC §3 API client types)', async () => {
    const store = accountStore();
    const provision = await store.createApiClient({ name: 'Factory line', type: 'provision' });
    const minimal = await store.createApiClient({ name: 'Dashboard', type: 'api-minimal' });

    const asProvision = await signInAs(provision.clientId, provision.clientSecret);
    expect(asProvision.claims.api_client_type).toBe('provision');
    const provisionRights = (await asProvision.fleet.auth.discoverPermissions()).rights;
    expect(provisionRights.can('devices', 'create/token')).toBe(true);
    expect(provisionRights.can('devices', 'read')).toBe(false);

    const asMinimal = await signInAs(minimal.clientId, minimal.clientSecret);
    expect(asMinimal.claims.api_client_type).toBe('api-minimal');
    const minimalRights = (await asMinimal.fleet.auth.discoverPermissions()).rights;
    expect(minimalRights.can('devices', 'read')).toBe(true);
    expect(minimalRights.can('devices', 'delete')).toBe(false);
    await expect(asMinimal.fleet.devices.listDevices({ limit: 1 })).resolves.toMatchObject({
      limit: 1,
    });
  });

  it('edits name, description and token lifetime; the next token lives that long', async () => {
    const store = accountStore();
    await store.loadApiClients();
    const created = await store.createApiClient({ name: 'Reports', type: 'api-minimal' });

    const updated = await store.updateApiClient(created.clientId, {
      name: 'Weekly reports',
      description: 'Exports the fleet every Monday',
      access_token_lifetime_seconds: 600,
    });
    expect(updated).toMatchObject({
      clientId: created.clientId,
      name: 'Weekly reports',
      description: 'Exports the fleet every Monday',
      type: 'api-minimal', // a client's type never changes
      access_token_lifetime_seconds: 600,
    });
    expect(store.apiClients.value!.find((c) => c.clientId === created.clientId)).toEqual(updated);

    const fresh = accountStore();
    await fresh.loadApiClients();
    expect(fresh.apiClients.value!.find((c) => c.clientId === created.clientId)).toEqual(updated);
    expect((await signInAs(created.clientId, created.clientSecret)).lifetime).toBe(600);
  });

  it('deletes a client: it leaves the list, its token stops working, it cannot sign in', async () => {
    const store = accountStore();
    await store.loadApiClients();
    const created = await store.createApiClient({ name: 'Temporary', type: 'api-v2' });
    const client = await signInAs(created.clientId, created.clientSecret);
    await expect(client.fleet.devices.listDevices({ limit: 1 })).resolves.toBeDefined();

    await store.deleteApiClient(created.clientId);
    expect(store.apiClients.value!.map((c) => c.clientId)).not.toContain(created.clientId);
    expect(store.createdClient.value).toBeUndefined(); // its secret is not shown any more

    const fresh = accountStore();
    await fresh.loadApiClients();
    expect(fresh.apiClients.value!.map((c) => c.clientId)).not.toContain(created.clientId);
    const withOldToken = createFleet({ baseUrl: sandbox.url, getToken: () => client.token });
    await expect(withOldToken.devices.listDevices({ limit: 1 })).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 401,
    });
    await expect(
      clientCredentialsAuth({
        issuer: sandbox.issuer,
        clientId: created.clientId,
        clientSecret: created.clientSecret,
      }).getToken(),
    ).rejects.toBeInstanceOf(TokenRequestError);
  });

  it('an account without API client permission is told to upgrade (SPEC §6)', async () => {
    const store = accountStore(await fleetOf('maker@example.com'));
    await expect(store.loadApiClients()).rejects.toMatchObject({
      status: 403,
      message: store.noPermissionMessage,
    });
    expect(store.noPermission.value).toBe(true);
    expect(store.noPermissionMessage).toMatch(/permission to use API clients/);
  });
});

describe('SPEC §7 credentials.zip and key rotation through the account store', () => {
  it('downloads credentials.zip with the account’s keys and addresses', async () => {
    const store = accountStore();
    const downloading = credentialsOf(store);
    expect(store.downloading.value).toBe(true);
    expect(store.busy.value).toBe(true);
    const { filename, files, manifest } = await downloading;
    expect(store.downloading.value).toBe(false);
    expect(filename).toBe('credentials.zip');
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'credentials.json',
        'provision/client.key',
        'garage-tools/client.key',
        'root.json',
      ]),
    );
    expect(files.get('provision/client.key')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(manifest.account.email).toBe('dev@example.com');
  });

  it('rotating a key replaces that key only; a new download carries it', async () => {
    const store = accountStore();
    const before = (await credentialsOf(store)).manifest;

    const rotation = store.rotateKey('provision');
    expect(store.rotating.value).toBe('provision');
    expect(store.busy.value).toBe(true);
    // One rotation at a time.
    await expect(store.rotateKey('garageTools')).rejects.toThrow(
      'A key rotation is already in progress.',
    );
    await rotation;
    expect(store.rotating.value).toBeUndefined();
    const afterProvision = (await credentialsOf(store)).manifest;
    expect(afterProvision.provisioning.keyId).not.toBe(before.provisioning.keyId);
    expect(afterProvision.provisioning.version).toBeGreaterThan(before.provisioning.version);
    expect(afterProvision.garageTools).toEqual(before.garageTools);
    expect(afterProvision.root).toEqual(before.root);

    await store.rotateKey('garageTools');
    const afterGarage = (await credentialsOf(store)).manifest;
    expect(afterGarage.garageTools.keyId).not.toBe(before.garageTools.keyId);
    expect(afterGarage.provisioning).toEqual(afterProvision.provisioning);

    await store.rotateKey('root');
    const afterRoot = (await credentialsOf(store)).manifest;
    expect(afterRoot.root.version).toBeGreaterThan(before.root.version);
    expect(afterRoot.provisioning).toEqual(afterProvision.provisioning);
    expect(afterRoot.garageTools).toEqual(afterGarage.garageTools);
    expect(store.busy.value).toBe(false);
  });
});
