import { randomUUID } from 'node:crypto';
import { createFleetClient } from '@fleet/sdk';
import { PERSONAL_REPOSITORY_ID } from '@fleet/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationsResource } from '../../sdk/src/resources/organizations.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

const ORGS = '/api/accounts/organizations';

let sandbox: Sandbox;
let dev: string;
let guest: string;
let pilotId: string;

interface RepositoryUser {
  email: string;
  namespace: string;
  guest_profile: { id: string };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  guest = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
  const host = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [pilot] = await sandbox.context.stores.repositories.listShared(host?.id ?? '');
  pilotId = pilot?.id ?? '';
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

async function guestTokenFor(token: string, repositoryId: string): Promise<string> {
  const response = await call(sandbox, `${ORGS}/guest/${repositoryId}`, { method: 'POST', token });
  expect(response.status).toBe(200);
  return (response.body as { access: string }).access;
}

describe('SPEC §7 Organizations: profiles and the repositories shared with me', () => {
  it('lists the guest profiles', async () => {
    const response = await call(sandbox, `${ORGS}/guest_profiles`, { token: guest });
    expect(response.body).toEqual([
      expect.objectContaining({ id: 'developer', role: 'developer' }),
      expect.objectContaining({ id: 'read-only', name: 'Read only', role: 'viewer' }),
    ]);
  });

  it('lists the repositories a user is a guest of, with the guest profile there', async () => {
    expect((await call(sandbox, `${ORGS}/guest`, { token: guest })).body).toEqual([
      {
        id: pilotId,
        name: 'Pilot site',
        description: expect.any(String),
        guest_profile: expect.objectContaining({ id: 'read-only' }),
      },
    ]);
    expect((await call(sandbox, `${ORGS}/guest`, { token: dev })).body).toEqual([]);
  });
});

describe('SPEC §7 Organizations: the repositories I share', () => {
  it('lists, creates and renames shared repositories', async () => {
    expect((await call(sandbox, `${ORGS}/share`, { token: dev })).body).toEqual([
      expect.objectContaining({ id: pilotId, name: 'Pilot site' }),
    ]);

    const created = await call(sandbox, `${ORGS}/share`, {
      method: 'POST',
      token: dev,
      body: { name: 'Warehouse', description: 'Scanners' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { id: expect.any(String), name: 'Warehouse', description: 'Scanners' },
    });
    const { id } = created.body as { id: string };

    const duplicate = await call(sandbox, `${ORGS}/share`, {
      method: 'POST',
      token: dev,
      body: { name: 'warehouse' },
    });
    expect(duplicate.status).toBe(409);

    const renamed = await call(sandbox, `${ORGS}/share/${id}`, {
      method: 'PUT',
      token: dev,
      body: { name: 'Main warehouse' },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { id, name: 'Main warehouse', description: 'Scanners' },
    });
    const clash = await call(sandbox, `${ORGS}/share/${id}`, {
      method: 'PUT',
      token: dev,
      body: { name: 'Pilot site' },
    });
    expect(clash.status).toBe(400);

    const names = (
      (await call(sandbox, `${ORGS}/share`, { token: dev })).body as Array<{
        name: string;
      }>
    ).map((repository) => repository.name);
    expect(names).toEqual(['Pilot site', 'Main warehouse']);
  });

  it('SPEC §5 needs a name; unknown and personal repositories are 404', async () => {
    for (const body of [{}, { name: ' ' }, { name: 3 }]) {
      const response = await call(sandbox, `${ORGS}/share`, { method: 'POST', token: dev, body });
      expect(response.status).toBe(400);
      expect(errorOf(response.body).msg).toBe('Name is required');
    }
    for (const id of [randomUUID(), PERSONAL_REPOSITORY_ID]) {
      const response = await call(sandbox, `${ORGS}/share/${id}`, {
        method: 'PUT',
        token: dev,
        body: { name: 'x' },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('SPEC §6 repository users: added, updated and removed by namespace', () => {
  it('adds, changes and removes guests', async () => {
    const users = `${ORGS}/share/${pilotId}/users`;
    const listed = await call(sandbox, users, { token: dev });
    expect(listed.body).toEqual([
      expect.objectContaining({
        email: 'guest@example.com',
        guest_profile: expect.objectContaining({ id: 'read-only' }),
      }),
    ]);

    const added = await call(sandbox, users, {
      method: 'POST',
      token: dev,
      body: [{ email: 'admin@example.com', guest_profile: 'developer' }],
    });
    expect(added.status).toBe(201);
    const [admin] = added.body as RepositoryUser[];
    expect(admin).toMatchObject({
      email: 'admin@example.com',
      guest_profile: { id: 'developer' },
      namespace: (await sandbox.context.stores.users.findByEmail('admin@example.com'))?.id,
    });

    const again = await call(sandbox, users, {
      method: 'POST',
      token: dev,
      body: [
        { email: 'new-colleague@example.com', guest_profile: 'read-only' },
        { email: 'ADMIN@example.com', guest_profile: 'read-only' },
      ],
    });
    expect(again.status).toBe(409);
    // All or nothing: the first user was not added either.
    expect(
      ((await call(sandbox, users, { token: dev })).body as RepositoryUser[]).map((u) => u.email),
    ).toEqual(['admin@example.com', 'guest@example.com']);

    const user = `${users}/${admin?.namespace}`;
    const changed = await call(sandbox, user, {
      method: 'PUT',
      token: dev,
      body: { guest_profile: 'read-only' },
    });
    expect(changed).toMatchObject({ status: 200, body: { guest_profile: { id: 'read-only' } } });
    const unknownProfile = await call(sandbox, user, {
      method: 'PUT',
      token: dev,
      body: { guest_profile: 'owner' },
    });
    expect(unknownProfile.status).toBe(400);

    expect((await call(sandbox, user, { method: 'DELETE', token: dev })).status).toBe(204);
    expect((await call(sandbox, user, { method: 'DELETE', token: dev })).status).toBe(404);
    const gone = await call(sandbox, user, {
      method: 'PUT',
      token: dev,
      body: { guest_profile: 'read-only' },
    });
    expect(gone.status).toBe(404);
  });

  it('invites an email without an account: the account is made for it', async () => {
    const users = `${ORGS}/share/${pilotId}/users`;
    const added = await call(sandbox, users, {
      method: 'POST',
      token: dev,
      body: [{ email: 'contractor@example.com', guest_profile: 'read-only' }],
    });
    expect(added.status).toBe(201);
    const invited = await sandbox.context.stores.users.findByEmail('contractor@example.com');
    expect(invited).toMatchObject({ emailVerified: false, registeredAt: null });
    expect((added.body as RepositoryUser[])[0]?.namespace).toBe(invited?.id);
    await call(sandbox, `${users}/${invited?.id}`, { method: 'DELETE', token: dev });
  });

  it('SPEC §5 needs an email and a guest profile for each user', async () => {
    const users = `${ORGS}/share/${pilotId}/users`;
    const cases: Array<[unknown, string]> = [
      [[{ guest_profile: 'read-only' }], 'Enter an email address.'],
      [[{ email: 'a@example.com' }], 'Choose a profile.'],
      [
        [{ email: 'not-an-email', guest_profile: 'read-only' }],
        'not-an-email is not an email address.',
      ],
      [[{ email: 'a@example.com', guest_profile: 'owner' }], "No guest profile is called 'owner'."],
      [[], 'users must not be empty'],
      [{ email: 'a@example.com', guest_profile: 'read-only' }, 'users must be an array'],
      [
        [{ email: 'dev@example.com', guest_profile: 'read-only' }],
        'You host this repository; you cannot also be its guest.',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await call(sandbox, users, { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response.body).msg).toBe(msg);
    }
  });

  it('answers 404 for a repository that does not exist yet, so the client creates it', async () => {
    for (const id of [randomUUID(), PERSONAL_REPOSITORY_ID]) {
      const response = await call(sandbox, `${ORGS}/share/${id}/users`, {
        method: 'POST',
        token: dev,
        body: [{ email: 'guest@example.com', guest_profile: 'read-only' }],
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('SPEC §6 who may share', () => {
  it('answers a Maker account 403 on the share calls', async () => {
    const maker = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    const list = await call(sandbox, `${ORGS}/share`, { token: maker });
    expect(list.status).toBe(403);
    expect(errorOf(list.body).description).toContain('Commercial account');
    const create = await call(sandbox, `${ORGS}/share`, {
      method: 'POST',
      token: maker,
      body: { name: 'Mine' },
    });
    expect(create.status).toBe(403);
    // Being a guest elsewhere needs no tier.
    expect((await call(sandbox, `${ORGS}/guest`, { token: maker })).status).toBe(200);
  });

  it('answers a guest 403 on the repository it is a guest of', async () => {
    // A Commercial guest with the host token: it is not the host.
    await call(sandbox, `${ORGS}/share/${pilotId}/users`, {
      method: 'POST',
      token: dev,
      body: [{ email: 'admin@example.com', guest_profile: 'developer' }],
    });
    const admin = (await tokensFor(sandbox.url, 'admin@example.com')).access_token;
    const rename = await call(sandbox, `${ORGS}/share/${pilotId}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Taken over' },
    });
    expect(rename.status).toBe(403);
    expect((await call(sandbox, `${ORGS}/share/${pilotId}/users`, { token: admin })).status).toBe(
      403,
    );

    // Working in the repository, a developer guest lacks the repositories rights.
    const developerGuest = await guestTokenFor(admin, pilotId);
    const asDeveloper = await call(sandbox, `${ORGS}/share`, { token: developerGuest });
    expect(asDeveloper.status).toBe(403);
    expect(errorOf(asDeveloper.body).description).toContain('manage:repositories');

    // And the read-only guest.
    const readOnly = await guestTokenFor(guest, pilotId);
    const users = await call(sandbox, `${ORGS}/share/${pilotId}/users`, { token: readOnly });
    expect(users.status).toBe(403);
    expect(errorOf(users.body).description).toContain('manageUsers:repositories');
  });

  it('stops a removed guest at once', async () => {
    const readOnly = await guestTokenFor(guest, pilotId);
    const namespace = (await sandbox.context.stores.users.findByEmail('guest@example.com'))?.id;
    await call(sandbox, `${ORGS}/share/${pilotId}/users/${namespace}`, {
      method: 'DELETE',
      token: dev,
    });
    const after = await call(sandbox, '/api/v2beta/remote-access/user/public-keys', {
      token: readOnly,
    });
    expect(after.status).toBe(403);
    expect(errorOf(after.body).description).toBe('You are no longer a guest of this repository.');
    expect((await call(sandbox, `${ORGS}/guest`, { token: guest })).body).toEqual([]);
    await call(sandbox, `${ORGS}/share/${pilotId}/users`, {
      method: 'POST',
      token: dev,
      body: [{ email: 'guest@example.com', guest_profile: 'read-only' }],
    });
  });
});

describe('SDK organizations resource against the sandbox', () => {
  it('creates a repository when adding users to one that does not exist yet', async () => {
    const organizations = createOrganizationsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => dev }),
    );
    const added = await organizations.addRepositoryUsers(
      'Field trial',
      [{ email: 'guest@example.com', guest_profile: 'read-only' }],
      { newRepository: { name: 'Field trial', description: 'Trial devices' } },
    );
    expect(added.created).toMatchObject({ name: 'Field trial', description: 'Trial devices' });
    expect(added.users).toEqual([expect.objectContaining({ email: 'guest@example.com' })]);
    expect((await organizations.listHostRepositories()).map((r) => r.id)).toContain(
      added.repositoryId,
    );
    expect(await organizations.listRepositoryUsers(added.repositoryId)).toHaveLength(1);

    const [user] = added.users;
    await organizations.updateRepositoryUser(added.repositoryId, user?.namespace ?? '', {
      guest_profile: 'developer',
    });
    await organizations.removeRepositoryUser(added.repositoryId, user?.namespace ?? '');
    expect(await organizations.listRepositoryUsers(added.repositoryId)).toEqual([]);
  });

  it('falls back to the personal repository when the server answers 403', async () => {
    const maker = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    const organizations = createOrganizationsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => maker }),
    );
    expect(await organizations.getHostRepository()).toMatchObject({ id: PERSONAL_REPOSITORY_ID });
    const host = createOrganizationsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => dev }),
    );
    expect(await host.getHostRepository()).toMatchObject({ id: pilotId });
  });
});
