// SPEC §1 shared repositories, §2 repository switcher and users, §4 Repository switch, §6
// "Repository users can be added, updated and removed by namespace. Adding a user to a
// repository that does not yet exist first creates the repository", guest profiles and the
// 403 fallback, against a running sandbox: the repositories store and the session's switch.
import {
  ACTIVE_REPOSITORY_KEY,
  connectFleet,
  createRepositoriesStore,
  createSession,
  memoryStorage,
  staticTokenAuth,
  type FleetSdk,
  type RepositoriesStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: Sandbox;
const stores: RepositoriesStore[] = [];

async function tokenOf(email: string): Promise<string> {
  const session = await signIn(sandbox.url, email, 'demo');
  if (!session.ok) throw new Error(`sign-in failed for ${email}: ${session.page.slice(0, 200)}`);
  return session.tokens.access_token;
}

function connected(token: string) {
  return connectFleet({ baseUrl: sandbox.url, auth: staticTokenAuth(token), logger: quiet });
}
const quiet = { warn: vi.fn() };

function repositoriesOf(fleet: FleetSdk): RepositoriesStore {
  const store = createRepositoriesStore({ fleet });
  stores.push(store);
  return store;
}

/** What the guest may do inside a shared repository, through its guest token. */
async function guestRights(token: string, repositoryId: string) {
  const { fleet, tokens } = connected(token);
  tokens.setActiveRepository(repositoryId);
  return (await fleet.auth.discoverPermissions()).rights;
}

const byEmail = <T extends { email: string }>(users: readonly T[]): T[] =>
  [...users].sort((a, b) => a.email.localeCompare(b.email));

let devFleet: FleetSdk;
let guestToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  devFleet = connected(await tokenOf('dev@example.com')).fleet;
  guestToken = await tokenOf('guest@example.com');
});
afterAll(async () => {
  stores.forEach((store) => store.dispose());
  await sandbox?.close();
});

describe('SPEC §6 the repositories a user hosts and is a guest of', () => {
  it('dev hosts Pilot site; the guest sees it with its guest profile', async () => {
    const dev = repositoriesOf(devFleet);
    await dev.load();
    expect(dev.hostRepositories.value!.map((r) => r.name)).toEqual(['Pilot site']);
    expect(dev.hostRepository.value.name).toBe('Pilot site');
    expect(dev.sharingForbidden.value).toBe(false);
    expect(dev.guestProfiles.value!.map((p) => p.id).sort()).toEqual(['developer', 'read-only']);
    expect(dev.error.value).toBeUndefined();

    const guest = repositoriesOf(connected(guestToken).fleet);
    await guest.loadGuestRepositories();
    expect(guest.guestRepositories.value).toEqual([
      expect.objectContaining({
        id: dev.hostRepository.value.id,
        name: 'Pilot site',
        guest_profile: expect.objectContaining({ id: 'read-only' }),
      }),
    ]);
  });

  it('a Maker account may not share: it hosts its personal repository (403 fallback)', async () => {
    const maker = repositoriesOf(connected(await tokenOf('maker@example.com')).fleet);
    await maker.load();
    expect(maker.sharingForbidden.value).toBe(true);
    expect(maker.hostRepositories.value).toEqual([]);
    expect(maker.hostRepository.value).toEqual({ id: 'personal', name: 'personal' });
    expect(maker.error.value).toBeUndefined();
  });
});

describe('SPEC §6 repository users by namespace', () => {
  it('adds, updates and removes a guest; the server’s list follows every step', async () => {
    const dev = repositoriesOf(devFleet);
    await dev.loadHostRepositories();
    const pilot = dev.hostRepository.value;
    await dev.loadRepositoryUsers(pilot.id);
    expect(dev.usersRepositoryId.value).toBe(pilot.id);
    expect(dev.repositoryUsers.value!.map((u) => u.email)).toEqual(['guest@example.com']);

    const added = await dev.addRepositoryUsers(pilot.id, [
      { email: 'field-tech@example.com', guest_profile: 'read-only' },
    ]);
    expect(added.created).toBeUndefined();
    const [tech] = added.users;
    expect(tech).toMatchObject({
      email: 'field-tech@example.com',
      guest_profile: { id: 'read-only' },
    });
    // The store adds new guests last; the server lists them by email.
    const serverList = async () =>
      byEmail(await devFleet.organizations.listRepositoryUsers(pilot.id));
    const storeList = () => byEmail(dev.repositoryUsers.value!);
    expect(storeList()).toEqual(await serverList());
    expect(dev.repositoryUsers.value!.map((u) => u.email).sort()).toEqual([
      'field-tech@example.com',
      'guest@example.com',
    ]);

    const updated = await dev.updateRepositoryUser(pilot.id, tech!.namespace, {
      guest_profile: 'developer',
    });
    expect(updated).toMatchObject({
      namespace: tech!.namespace,
      guest_profile: { id: 'developer' },
    });
    expect(storeList()).toEqual(await serverList());

    await dev.removeRepositoryUser(pilot.id, tech!.namespace);
    expect(dev.repositoryUsers.value!.map((u) => u.email)).toEqual(['guest@example.com']);
    expect(storeList()).toEqual(await serverList());
  });

  it('the guest profile decides what the guest may do there', async () => {
    const dev = repositoriesOf(devFleet);
    await dev.loadHostRepositories();
    const pilot = dev.hostRepository.value;
    await dev.loadRepositoryUsers(pilot.id);
    const guest = dev.repositoryUsers.value!.find((u) => u.email === 'guest@example.com')!;

    expect((await guestRights(guestToken, pilot.id)).can('devices', 'delete')).toBe(false);
    await dev.updateRepositoryUser(pilot.id, guest.namespace, { guest_profile: 'developer' });
    try {
      const rights = await guestRights(guestToken, pilot.id);
      expect(rights.can('devices', 'delete')).toBe(true);
      expect(rights.can('repositories', 'manageUsers')).toBe(false);
    } finally {
      await dev.updateRepositoryUser(pilot.id, guest.namespace, { guest_profile: 'read-only' });
    }
    expect((await guestRights(guestToken, pilot.id)).can('devices', 'delete')).toBe(false);
  });

  it('adding a guest to a repository that does not exist yet creates it first', async () => {
    const admin = repositoriesOf(connected(await tokenOf('admin@example.com')).fleet);
    await admin.load();
    expect(admin.hostRepositories.value).toEqual([]);
    expect(admin.hostRepository.value.id).toBe('personal');

    const result = await admin.addRepositoryUsers(
      admin.hostRepository.value.id,
      [{ email: 'maker@example.com', guest_profile: 'developer' }],
      { newRepository: { name: 'Admin lab', description: 'Benches in the lab' } },
    );
    expect(result.created).toMatchObject({ name: 'Admin lab', description: 'Benches in the lab' });
    expect(result.repositoryId).toBe(result.created!.id);
    // The store now shows the new repository as hosted, and its guests.
    expect(admin.hostRepository.value).toMatchObject({
      id: result.repositoryId,
      name: 'Admin lab',
    });
    expect(admin.usersRepositoryId.value).toBe(result.repositoryId);
    expect(admin.repositoryUsers.value!.map((u) => u.email)).toEqual(['maker@example.com']);

    // The server agrees, and the maker now has it as a guest repository.
    const fresh = repositoriesOf(connected(await tokenOf('admin@example.com')).fleet);
    await fresh.loadHostRepositories();
    expect(fresh.hostRepositories.value!.map((r) => r.name)).toEqual(['Admin lab']);
    const maker = repositoriesOf(connected(await tokenOf('maker@example.com')).fleet);
    await maker.loadGuestRepositories();
    expect(maker.guestRepositories.value).toEqual([
      expect.objectContaining({
        name: 'Admin lab',
        guest_profile: expect.objectContaining({ id: 'developer' }),
      }),
    ]);
  });

  it('a repository id the host does not share yet is created under that name', async () => {
    const dev = repositoriesOf(devFleet);
    await dev.loadHostRepositories();
    const result = await dev.addRepositoryUsers('Test bench', [
      { email: 'bench-operator@example.com', guest_profile: 'read-only' },
    ]);
    expect(result.created?.name).toBe('Test bench');
    expect(dev.hostRepositories.value!.map((r) => r.name)).toEqual(['Pilot site', 'Test bench']);
    await expect(devFleet.organizations.listRepositoryUsers(result.repositoryId)).resolves.toEqual(
      result.users,
    );
  });
});

describe('SPEC §4 repository switch with an injected reload', () => {
  it('saves the default repository, stores the marker, reloads; back to personal clears it', async () => {
    const { fleet, tokens } = connected(guestToken);
    const storage = memoryStorage();
    const reload = vi.fn();
    const session = createSession({ fleet, tokens, storage, reload, logger: quiet });
    await session.start();
    const guest = repositoriesOf(fleet);
    await guest.loadGuestRepositories();
    const [pilot] = guest.guestRepositories.value!;

    await session.switchRepository(pilot!.id);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBe(pilot!.id);
    await expect(fleet.userOptions.readUserOption('defaultRepository')).resolves.toBe(pilot!.id);

    await session.switchRepository('personal');
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
    await expect(fleet.userOptions.readUserOption('defaultRepository')).resolves.toBe('personal');
  });

  it('a failed save changes nothing: no marker, no reload', async () => {
    const refused = connected('not-a-token'); // the option cannot be saved: 401
    const storage = memoryStorage();
    const reload = vi.fn();
    const session = createSession({ ...refused, storage, reload, logger: quiet });
    await expect(session.switchRepository('some-repository')).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 401,
    });
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
