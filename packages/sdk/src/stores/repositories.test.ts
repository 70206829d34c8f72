import { describe, expect, it } from 'vitest';
import type { GuestProfile, Repository, RepositoryUser } from '../resources/organizations';
import { createRepositoriesStore } from './repositories';
import { fakeFleet, type FakeAnswer, type FakeRequest } from './testing/fake-fleet';

const BASE = '/api/accounts/organizations';
const viewer: GuestProfile = { id: 'viewer', name: 'Viewer', role: 'read-only' };
const admin: GuestProfile = { id: 'admin', name: 'Administrator', role: 'admin' };
const shared: Repository = { id: 'repo-1', name: 'Team' };
const guestUser = (namespace: string, profile = viewer): RepositoryUser => ({
  email: `${namespace}@example.com`,
  guest_profile: profile,
  namespace,
});
const notFound: FakeAnswer = {
  status: 404,
  body: { code: 'not_found', msg: 'No such repository.' },
};

function setup(routes: Parameters<typeof fakeFleet>[0] = {}) {
  const api = fakeFleet({
    [`GET ${BASE}/guest`]: {
      status: 200,
      body: [{ ...shared, id: 'other', guest_profile: viewer }],
    },
    [`GET ${BASE}/share`]: { status: 200, body: [shared] },
    [`GET ${BASE}/guest_profiles`]: { status: 200, body: [viewer, admin] },
    [`GET ${BASE}/share/{repositoryId}/users`]: { status: 200, body: [guestUser('ann')] },
    [`POST ${BASE}/share/{repositoryId}/users`]: (request: FakeRequest) => ({
      status: 201,
      body: (request.body as { email: string }[]).map((u) => ({
        email: u.email,
        guest_profile: viewer,
        namespace: u.email.split('@')[0],
      })),
    }),
    ...routes,
  });
  return { api, store: createRepositoriesStore({ fleet: api.fleet }) };
}

describe('SPEC §3 repositories: guest and host', () => {
  it('loads the repositories shared with the user, the hosted ones and the guest profiles', async () => {
    const { api, store } = setup();
    await store.load();
    expect(store.guestRepositories.value?.map((r) => r.id)).toEqual(['other']);
    expect(store.hostRepositories.value).toEqual([shared]);
    expect(store.hostRepository.value).toEqual(shared);
    expect(store.guestProfiles.value?.map((p) => p.id)).toEqual(['viewer', 'admin']);
    expect(api.problems()).toEqual([]);
  });

  it('falls back to the personal repository when the server answers 403 (SPEC §6)', async () => {
    const { store } = setup({
      [`GET ${BASE}/share`]: { status: 403, body: { code: 'forbidden', msg: 'No.' } },
    });
    await store.loadHostRepositories();
    expect(store.sharingForbidden.value).toBe(true);
    expect(store.hostRepository.value.id).toBe('personal');
    expect(store.error.value).toBeUndefined();
  });
});

describe('SPEC §6 repository users by namespace', () => {
  it('adds, updates and removes guests of a hosted repository', async () => {
    const { api, store } = setup({
      [`PUT ${BASE}/share/{repositoryId}/users/{userNamespace}`]: {
        status: 200,
        body: guestUser('ann', admin),
      },
      [`DELETE ${BASE}/share/{repositoryId}/users/{userNamespace}`]: { status: 204 },
    });
    await store.loadRepositoryUsers('repo-1');
    await store.addRepositoryUsers('repo-1', [
      { email: 'bob@example.com', guest_profile: 'viewer' },
    ]);
    expect(store.repositoryUsers.value?.map((u) => u.namespace)).toEqual(['ann', 'bob']);
    await store.updateRepositoryUser('repo-1', 'ann', { guest_profile: 'admin' });
    expect(store.repositoryUsers.value?.[0]?.guest_profile.id).toBe('admin');
    await store.removeRepositoryUser('repo-1', 'bob');
    expect(store.repositoryUsers.value?.map((u) => u.namespace)).toEqual(['ann']);
    expect(api.problems()).toEqual([]);
  });

  it('creates the repository when adding a guest to one that does not exist yet', async () => {
    const created: Repository = { id: 'repo-new', name: 'Lab' };
    const { api, store } = setup({
      [`POST ${BASE}/share/{repositoryId}/users`]: (request: FakeRequest) =>
        request.path.includes('repo-new') ? { status: 201, body: [guestUser('cy')] } : notFound,
      [`POST ${BASE}/share`]: { status: 201, body: created },
    });
    await store.loadHostRepositories();
    const result = await store.addRepositoryUsers(
      'lab',
      [{ email: 'cy@example.com', guest_profile: 'viewer' }],
      { newRepository: { name: 'Lab' } },
    );
    expect(result.repositoryId).toBe('repo-new');
    expect(store.hostRepositories.value?.map((r) => r.id)).toEqual(['repo-1', 'repo-new']);
    expect(store.usersRepositoryId.value).toBe('repo-new');
    expect(store.repositoryUsers.value?.map((u) => u.namespace)).toEqual(['cy']);
    expect(api.problems()).toEqual([]);
  });

  it('refuses a guest without email or guest profile before sending (SPEC §5)', async () => {
    const { api, store } = setup();
    await expect(
      store.addRepositoryUsers('repo-1', [{ email: '', guest_profile: 'viewer' }]),
    ).rejects.toThrow();
    expect(api.requests).toHaveLength(0);
  });
});
