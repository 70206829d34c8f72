// The repositories store (SPEC §1 personal and shared repositories, §2 repository switcher and
// repository user management, §3 Repository, §6 "The host repository falls back to the
// personal default if the server answers 403" and "Repository users can be added, updated and
// removed by namespace"): the repositories shared with the user, the ones the user hosts, and
// the guests of a hosted repository. Switching repository is the session's.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { FleetSdk } from '../fleet';
import {
  PERSONAL_REPOSITORY,
  type AddedRepositoryUsers,
  type AddRepositoryUsersOptions,
  type GuestProfile,
  type Repository,
  type RepositoryRequest,
  type RepositoryUser,
  type RepositoryUserRequest,
  type RepositoryUserUpdate,
} from '../resources/organizations';
import { failedWith } from '../resources/reworded-error';
import { asyncState } from './support/async-state';

export interface RepositoriesStoreDeps {
  fleet: Pick<FleetSdk, 'organizations'>;
}

export type RepositoriesStore = ReturnType<typeof createRepositoriesStore>;

export function createRepositoriesStore(deps: RepositoriesStoreDeps) {
  const { organizations } = deps.fleet;
  const guest = asyncState<Repository[]>();
  const hosted = asyncState<Repository[]>();
  const profiles = asyncState<GuestProfile[]>();
  const users = asyncState<RepositoryUser[]>();
  const usersOf = signal<string | undefined>(undefined);
  const sharingForbidden = signal(false);

  const loadHostRepositories = (): Promise<Repository[]> =>
    hosted.run(async () => {
      try {
        const listed = await organizations.listHostRepositories();
        sharingForbidden.value = false;
        return listed;
      } catch (error) {
        if (!failedWith(error, 403)) throw error;
        // An account that may not share hosts only its personal repository (SPEC §6).
        sharingForbidden.value = true;
        return [];
      }
    });

  const loadGuestRepositories = () => guest.run(() => organizations.listGuestRepositories());
  const loadGuestProfiles = () => profiles.run(() => organizations.listGuestProfiles());

  async function loadRepositoryUsers(repositoryId: string): Promise<RepositoryUser[]> {
    if (usersOf.peek() !== repositoryId)
      batch(() => {
        usersOf.value = repositoryId;
        users.set(undefined);
      });
    return users.run(() => organizations.listRepositoryUsers(repositoryId));
  }

  /** Applies a change to the guest list when it shows that repository. */
  const patchUsers = (
    repositoryId: string,
    change: (all: RepositoryUser[]) => RepositoryUser[],
  ) => {
    if (usersOf.peek() === repositoryId) users.update((all) => change(all ?? []));
  };

  return {
    /** Repositories shared with the user, each with the user's guest profile there. */
    guestRepositories: guest.data,
    /** Repositories the user hosts (empty for an account that may not share). */
    hostRepositories: hosted.data,
    /** The repository the user shares: the first hosted one, else the personal one. */
    hostRepository: computed<Repository>(() => hosted.data.value?.[0] ?? PERSONAL_REPOSITORY),
    /** The server answered 403 to the hosted list: this account may not share. */
    sharingForbidden: sharingForbidden as ReadonlySignal<boolean>,
    guestProfiles: profiles.data,
    loading: computed(() => guest.loading.value || hosted.loading.value || profiles.loading.value),
    error: computed(() => guest.error.value ?? hosted.error.value ?? profiles.error.value),

    loadGuestRepositories,
    loadHostRepositories,
    loadGuestProfiles,
    /** Loads guest repositories, hosted repositories and guest profiles together. */
    async load(): Promise<void> {
      await Promise.all([loadGuestRepositories(), loadHostRepositories(), loadGuestProfiles()]);
    },

    async createHostRepository(request: RepositoryRequest): Promise<Repository> {
      const created = await organizations.createHostRepository(request);
      hosted.update((all) => [...(all ?? []), created]);
      return created;
    },

    async updateHostRepository(
      repositoryId: string,
      request: RepositoryRequest,
    ): Promise<Repository> {
      const updated = await organizations.updateHostRepository(repositoryId, request);
      hosted.update((all) => all?.map((r) => (r.id === repositoryId ? updated : r)));
      return updated;
    },

    /** Which repository `repositoryUsers` lists. */
    usersRepositoryId: usersOf as ReadonlySignal<string | undefined>,
    /** The guests of that repository. */
    repositoryUsers: users.data,
    usersLoading: users.loading,
    usersError: users.error,
    loadRepositoryUsers,

    /**
     * Adds guests (email and guest profile each, SPEC §5). A repository not shared yet is
     * created first (SPEC §6); the guest list then shows the repository they went to.
     */
    async addRepositoryUsers(
      repositoryId: string,
      added: readonly RepositoryUserRequest[],
      options: AddRepositoryUsersOptions = {},
    ): Promise<AddedRepositoryUsers> {
      const result = await organizations.addRepositoryUsers(repositoryId, added, options);
      const created = result.created;
      batch(() => {
        if (created) {
          hosted.update((all) => [...(all ?? []).filter((r) => r.id !== created.id), created]);
          usersOf.value = result.repositoryId;
          users.set([]);
        }
        patchUsers(result.repositoryId, (all) => [
          ...all.filter((u) => !result.users.some((n) => n.namespace === u.namespace)),
          ...result.users,
        ]);
      });
      return result;
    },

    /** Gives a guest another guest profile. */
    async updateRepositoryUser(
      repositoryId: string,
      userNamespace: string,
      update: RepositoryUserUpdate,
    ): Promise<RepositoryUser> {
      const updated = await organizations.updateRepositoryUser(repositoryId, userNamespace, update);
      patchUsers(repositoryId, (all) =>
        all.map((u) => (u.namespace === userNamespace ? updated : u)),
      );
      return updated;
    },

    /** Removes a guest. */
    async removeRepositoryUser(repositoryId: string, userNamespace: string): Promise<void> {
      await organizations.removeRepositoryUser(repositoryId, userNamespace);
      patchUsers(repositoryId, (all) => all.filter((u) => u.namespace !== userNamespace));
    },

    dispose(): void {
      [guest, hosted, profiles, users].forEach((state) => state.abort());
    },
  };
}
