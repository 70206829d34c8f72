import { READ_ONLY_PERMISSIONS } from '../src/auth/permissions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import type { Sandbox } from '../src/sandbox.js';
import type { Repository } from '../src/store/repositories.js';
import { clientCredentialsTokens, tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

// The API keeps who each token speaks for between calls (src/auth/known-principals.ts): a
// right taken away must still stop the very next call, whether the change came through the
// API or straight into the database from another connection (another process).

let sandbox: Sandbox;
let shared: Repository;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [repository] = await sandbox.context.stores.repositories.listShared(dev?.id ?? '');
  if (!repository) throw new Error('The demo shared repository is missing');
  shared = repository;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

/** One statement on a connection of its own, as another process would write. */
async function writeElsewhere(sql: string, params: readonly (string | number)[]): Promise<void> {
  const { databaseUrl, dataDir } = sandbox.config;
  if (databaseUrl === undefined) {
    const db = openDatabase(dataDir);
    try {
      db.run(sql, [...params]);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let at = 0;
    await client.query(
      sql.replace(/\?/g, () => `$${++at}`),
      [...params],
    );
  } finally {
    await client.end();
  }
}

/** A new user, guest of the shared repository with `profile`, and its guest token there. */
async function guestToken(email: string, profile: string): Promise<string> {
  const { stores } = sandbox.context;
  const user = await stores.users.create({ email, password: 'visit', registered: true });
  await stores.repositories.saveGuest(shared.id, user.id, profile);
  const own = await tokensFor(sandbox.url, email, 'visit');
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared.id}`, {
    method: 'POST',
    token: own.access_token,
  });
  expect(minted.status).toBe(200);
  return (minted.body as { access: string }).access;
}

const permissionsOf = async (token: string) =>
  await api(sandbox, '/api/v2beta/auth/discover', { token });

describe('SPEC §6 a right taken away stops the next call', () => {
  it('a guest moved to the read-only profile through the API loses the developer rights at once', async () => {
    const token = await guestToken('developer-guest@example.com', 'developer');
    const before = await permissionsOf(token);
    expect(before.status).toBe(200);
    const granted = (before.body as { permissions: string[] }).permissions;
    expect(granted).toEqual(expect.arrayContaining(['create:fleets']));
    // The same call again, answered from what is kept: the same rights.
    expect((await permissionsOf(token)).body).toEqual(before.body);

    const dev = await tokensFor(sandbox.url, 'dev@example.com');
    const namespace = (await sandbox.context.stores.users.findByEmail(
      'developer-guest@example.com',
    ))!.id;
    const changed = await api(
      sandbox,
      `/api/accounts/organizations/share/${shared.id}/users/${namespace}`,
      { method: 'PUT', token: dev.access_token, body: { guest_profile: 'read-only' } },
    );
    expect(changed.status).toBe(200);

    const after = await permissionsOf(token);
    expect(after.body).toEqual({
      repositoryId: shared.id,
      permissions: READ_ONLY_PERMISSIONS.filter((permission) => granted.includes(permission)),
    });
    const refused = await api(sandbox, '/api/v2beta/fleets', {
      method: 'POST',
      token,
      body: { name: 'Not allowed', description: '', expression: '' },
    });
    expect(refused.status).toBe(403);
  });

  it('a right removed from a guest profile by another connection stops the next call', async () => {
    const token = await guestToken('profile-guest@example.com', 'developer');
    expect((await permissionsOf(token)).body).toMatchObject({
      permissions: expect.arrayContaining(['create:fleets']),
    });

    const profile = await sandbox.context.stores.guestProfiles.find('developer');
    const kept = profile!.permissions.filter((permission) => permission !== 'create:fleets');
    await writeElsewhere('UPDATE guest_profiles SET permissions = ? WHERE id = ?', [
      JSON.stringify(kept),
      'developer',
    ]);
    try {
      const after = await permissionsOf(token);
      expect(after.status).toBe(200);
      expect((after.body as { permissions: string[] }).permissions).not.toContain('create:fleets');
    } finally {
      await writeElsewhere('UPDATE guest_profiles SET permissions = ? WHERE id = ?', [
        JSON.stringify(profile!.permissions),
        'developer',
      ]);
    }
  });

  it('a guest removed by another connection is refused on the next call', async () => {
    const token = await guestToken('removed-guest@example.com', 'read-only');
    expect((await permissionsOf(token)).status).toBe(200);
    const namespace = (await sandbox.context.stores.users.findByEmail('removed-guest@example.com'))!
      .id;

    await writeElsewhere(
      'DELETE FROM repository_guests WHERE repository_id = ? AND user_namespace = ?',
      [shared.id, namespace],
    );
    const after = await permissionsOf(token);
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'forbidden' });
  });

  it('an API client deleted by another connection is refused on the next call', async () => {
    const dev = await tokensFor(sandbox.url, 'dev@example.com');
    const created = await api(sandbox, '/api/accounts/users/clients', {
      method: 'POST',
      token: dev.access_token,
      body: { name: 'Nightly report', type: 'api-minimal' },
    });
    expect(created.status).toBe(201);
    const { clientId, clientSecret } = created.body as { clientId: string; clientSecret: string };
    const { access_token: token } = await clientCredentialsTokens(
      sandbox.url,
      clientId,
      clientSecret,
    );
    expect((await api(sandbox, '/api/v2beta/fleets', { token })).status).toBe(200);

    await writeElsewhere('DELETE FROM api_clients WHERE client_id = ?', [clientId]);
    expect((await api(sandbox, '/api/v2beta/fleets', { token })).status).toBe(401);
  });
});
