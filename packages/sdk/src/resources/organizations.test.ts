import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../api/client';
import { FleetApiError } from '../errors';
import {
  createOrganizationsResource,
  PERSONAL_REPOSITORY,
  type GuestProfile,
  type Repository,
  type RepositoryUser,
} from './organizations';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const REPO_ID = '0d7e2c47-6c8e-4f1e-9d0a-3f5b2e8c1a77';
const NEW_REPO_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const readOnly: GuestProfile = { id: 'read-only', name: 'Read only', role: 'viewer' };
const fieldTrial: Repository = { id: REPO_ID, name: 'Field trial', description: 'Pilot site' };
const guest: RepositoryUser = {
  email: 'guest@example.com',
  guest_profile: readOnly,
  namespace: 'auth0|guest',
};
const notFound = { status: 404, body: { code: 'not_found', msg: 'No such repository' } };
const addedGuests: Route = (request) => ({
  status: 201,
  body: (request.json as { email: string }[]).map(({ email }) => ({ ...guest, email })),
});

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  const client = createFleetClient({
    baseUrl: server.url,
    getToken: (kind) => (kind === 'host' ? 'host-token' : 'guest-token'),
  });
  return { server, organizations: createOrganizationsResource(client) };
}

const sent = (s: ContractServer) =>
  s.exchanges.map(({ request }) => `${request.method} ${request.url}`);

describe('SPEC §7 Organizations: profiles and repositories', () => {
  it('lists guest profiles, repositories shared with me and those I host, with the host token', async () => {
    const shared = { ...fieldTrial, guest_profile: readOnly };
    const { server, organizations } = await serve({
      'GET /api/accounts/organizations/guest_profiles': { status: 200, body: [readOnly] },
      'GET /api/accounts/organizations/guest': { status: 200, body: [shared] },
      'GET /api/accounts/organizations/share': { status: 200, body: [fieldTrial] },
    });
    await expect(organizations.listGuestProfiles()).resolves.toEqual([readOnly]);
    await expect(organizations.listGuestRepositories()).resolves.toEqual([shared]);
    await expect(organizations.listHostRepositories()).resolves.toEqual([fieldTrial]);
    expect(server.exchanges.map((e) => e.request.headers.authorization)).toEqual([
      'Bearer host-token',
      'Bearer host-token',
      'Bearer host-token',
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('creates and renames a repository to share', async () => {
    const renamed = { ...fieldTrial, name: 'Field trial 2' };
    const { server, organizations } = await serve({
      'POST /api/accounts/organizations/share': { status: 201, body: fieldTrial },
      [`PUT /api/accounts/organizations/share/${REPO_ID}`]: { status: 200, body: renamed },
    });
    await expect(
      organizations.createHostRepository({ name: 'Field trial', description: 'Pilot site' }),
    ).resolves.toEqual(fieldTrial);
    await expect(
      organizations.updateHostRepository(REPO_ID, { name: 'Field trial 2' }),
    ).resolves.toEqual(renamed);
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      { name: 'Field trial', description: 'Pilot site' },
      { name: 'Field trial 2' },
    ]);
    await expect(organizations.createHostRepository({ name: ' ' })).rejects.toThrow(
      'Name is required',
    );
    expect(server.exchanges).toHaveLength(2);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §6 the host repository falls back to the personal default on 403', () => {
  it('is the hosted repository when there is one', async () => {
    const { server, organizations } = await serve({
      'GET /api/accounts/organizations/share': { status: 200, body: [fieldTrial] },
    });
    await expect(organizations.getHostRepository()).resolves.toEqual(fieldTrial);
    expect(server.problems()).toEqual([]);
  });

  it('is the personal repository when the server answers 403', async () => {
    const { server, organizations } = await serve({
      'GET /api/accounts/organizations/share': {
        status: 403,
        body: { code: 'forbidden', msg: 'This account may not share' },
      },
    });
    await expect(organizations.getHostRepository()).resolves.toEqual({
      id: 'personal',
      name: 'personal',
    });
    expect(server.problems()).toEqual([]);
  });

  it('is the personal repository when nothing is shared yet', async () => {
    const { server, organizations } = await serve({
      'GET /api/accounts/organizations/share': { status: 200, body: [] },
    });
    await expect(organizations.getHostRepository()).resolves.toBe(PERSONAL_REPOSITORY);
    expect(server.problems()).toEqual([]);
  });

  it('fails on other errors', async () => {
    const { server, organizations } = await serve({
      'GET /api/accounts/organizations/share': {
        status: 401,
        body: { code: 'unauthorized', msg: 'Token expired' },
      },
    });
    await expect(organizations.getHostRepository()).rejects.toMatchObject({ status: 401 });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §8 guest token', () => {
  it('gives the guest token of a shared repository', async () => {
    const token = { access: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJndWVzdCJ9.c2ln', expires_in: 300 };
    const { server, organizations } = await serve({
      [`POST /api/accounts/organizations/guest/${REPO_ID}`]: { status: 200, body: token },
    });
    await expect(organizations.getGuestToken(REPO_ID)).resolves.toEqual(token);
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('reads as the SPEC text when it fails, keeping the status', async () => {
    const { server, organizations } = await serve({
      [`POST /api/accounts/organizations/guest/${REPO_ID}`]: {
        status: 403,
        body: { code: 'forbidden', msg: 'Not a guest of this repository' },
      },
    });
    const error = await organizations.getGuestToken(REPO_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'We are unable to process your request, please try again.',
    });
    expect((error as FleetApiError).cause).toMatchObject({
      message: 'Not a guest of this repository',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §6 repository users', () => {
  const newGuest = { email: 'guest@example.com', guest_profile: 'read-only' };

  it('lists, changes and removes guests by namespace', async () => {
    const ns = encodeURIComponent('auth0|guest');
    const admin = { ...guest, guest_profile: { id: 'admin', name: 'Admin', role: 'admin' } };
    const { server, organizations } = await serve({
      [`GET /api/accounts/organizations/share/${REPO_ID}/users`]: { status: 200, body: [guest] },
      [`PUT /api/accounts/organizations/share/${REPO_ID}/users/${ns}`]: {
        status: 200,
        body: admin,
      },
      [`DELETE /api/accounts/organizations/share/${REPO_ID}/users/${ns}`]: { status: 204 },
    });
    await expect(organizations.listRepositoryUsers(REPO_ID)).resolves.toEqual([guest]);
    await expect(
      organizations.updateRepositoryUser(REPO_ID, 'auth0|guest', { guest_profile: 'admin' }),
    ).resolves.toEqual(admin);
    await expect(
      organizations.removeRepositoryUser(REPO_ID, 'auth0|guest'),
    ).resolves.toBeUndefined();
    expect(server.exchanges[1]!.request.json).toEqual({ guest_profile: 'admin' });
    expect(server.problems()).toEqual([]);
  });

  it('adds guests to an existing repository in one request', async () => {
    const { server, organizations } = await serve({
      [`POST /api/accounts/organizations/share/${REPO_ID}/users`]: addedGuests,
    });
    await expect(organizations.addRepositoryUsers(REPO_ID, [newGuest])).resolves.toEqual({
      repositoryId: REPO_ID,
      created: undefined,
      users: [guest],
    });
    expect(server.exchanges[0]!.request.json).toEqual([newGuest]);
    expect(server.problems()).toEqual([]);
  });

  it('creates a repository the server does not know (404), then adds the guests to it', async () => {
    const created = { id: NEW_REPO_ID, name: 'Field trial' };
    const { server, organizations } = await serve({
      [`POST /api/accounts/organizations/share/${REPO_ID}/users`]: notFound,
      'POST /api/accounts/organizations/share': { status: 201, body: created },
      [`POST /api/accounts/organizations/share/${NEW_REPO_ID}/users`]: addedGuests,
    });
    const added = await organizations.addRepositoryUsers(REPO_ID, [newGuest], {
      newRepository: { name: 'Field trial' },
    });
    expect(added).toEqual({ repositoryId: NEW_REPO_ID, created, users: [guest] });
    expect(sent(server)).toEqual([
      `POST /api/accounts/organizations/share/${REPO_ID}/users`,
      'POST /api/accounts/organizations/share',
      `POST /api/accounts/organizations/share/${NEW_REPO_ID}/users`,
    ]);
    expect(server.exchanges[1]!.request.json).toEqual({ name: 'Field trial' });
    expect(server.problems()).toEqual([]);
  });

  it('creates the shared repository first when the host works in the personal one', async () => {
    const created = { id: NEW_REPO_ID, name: 'Dana shares' };
    const { server, organizations } = await serve({
      'POST /api/accounts/organizations/share': { status: 201, body: created },
      [`POST /api/accounts/organizations/share/${NEW_REPO_ID}/users`]: addedGuests,
    });
    const added = await organizations.addRepositoryUsers('personal', [newGuest], {
      newRepository: { name: 'Dana shares' },
    });
    expect(added.repositoryId).toBe(NEW_REPO_ID);
    expect(added.created).toEqual(created);
    expect(sent(server)).toEqual([
      'POST /api/accounts/organizations/share',
      `POST /api/accounts/organizations/share/${NEW_REPO_ID}/users`,
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('does not create a repository for other failures', async () => {
    const { server, organizations } = await serve({
      [`POST /api/accounts/organizations/share/${REPO_ID}/users`]: {
        status: 409,
        body: { code: 'conflict', msg: 'guest@example.com is already a guest' },
      },
    });
    await expect(organizations.addRepositoryUsers(REPO_ID, [newGuest])).rejects.toMatchObject({
      status: 409,
      message: 'guest@example.com is already a guest',
    });
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });

  it('SPEC §5: needs an email and a guest profile for each user, before any request', async () => {
    const { server, organizations } = await serve({});
    await expect(
      organizations.addRepositoryUsers(REPO_ID, [{ email: '', guest_profile: 'read-only' }]),
    ).rejects.toThrow('Enter an email address.');
    await expect(
      organizations.addRepositoryUsers(REPO_ID, [
        newGuest,
        { email: 'b@example.com' } as typeof newGuest,
      ]),
    ).rejects.toThrow('Choose a profile.');
    await expect(organizations.addRepositoryUsers(REPO_ID, [])).rejects.toThrow(
      'Add at least one user.',
    );
    await expect(organizations.addRepositoryUsers('personal', [newGuest])).rejects.toThrow(
      'Name is required',
    );
    await expect(
      organizations.updateRepositoryUser(REPO_ID, 'ns', { guest_profile: '' }),
    ).rejects.toThrow('Choose a profile.');
    expect(server.exchanges).toEqual([]);
  });
});
