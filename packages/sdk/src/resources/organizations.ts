// Shared repositories (SPEC §3 Repository, §6 repositories, §7 Organizations, §8 guest token):
// guest profiles, the repositories a user hosts or is a guest of, guest tokens, and the guests
// of a hosted repository. Host token calls.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { PERSONAL_REPOSITORY_ID } from '../domain/constants';
import { ACCOUNT_TEXTS, formatRegisteredMessage, registerMessages } from '../domain/messages';
import {
  FleetValidationError,
  requireNonEmptyString,
  validateRepositoryUser,
} from '../domain/validation';
import { failedWith, rewording } from './reworded-error';
import { unwrap } from './support/unwrap';

registerMessages(ACCOUNT_TEXTS);

type Schemas = components['schemas'];
export type GuestProfile = Schemas['GuestProfile'];
export type Repository = Schemas['Repository'];
export type RepositoryRequest = Schemas['RepositoryRequest'];
export type RepositoryUser = Schemas['RepositoryUser'];
export type RepositoryUserRequest = Schemas['RepositoryUserRequest'];
export type RepositoryUserUpdate = Schemas['RepositoryUserUpdate'];
export type GuestToken = Schemas['GuestToken'];

/** The user's own repository, where a host works when it has no shared one (SPEC §6, §9). */
export const PERSONAL_REPOSITORY: Readonly<Repository> = Object.freeze({
  id: PERSONAL_REPOSITORY_ID,
  name: PERSONAL_REPOSITORY_ID,
});

export interface AddRepositoryUsersOptions {
  /**
   * Name and description of the repository to create when `repositoryId` is not shared yet
   * (SPEC §6). Defaults to `{ name: repositoryId }`; required when adding to 'personal'.
   */
  newRepository?: RepositoryRequest;
}

export interface AddedRepositoryUsers {
  /** The id of the repository the guests were added to (a new one when it was created). */
  repositoryId: string;
  /** The repository created for them, when it had to be. */
  created: Repository | undefined;
  users: RepositoryUser[];
}

export type OrganizationsResource = ReturnType<typeof createOrganizationsResource>;

const requireRepositoryId = (repositoryId: string): string =>
  requireNonEmptyString(repositoryId, 'validation.fieldRequired', { field: 'repositoryId' });
const requireUserNamespace = (namespace: string): string =>
  requireNonEmptyString(namespace, 'validation.fieldRequired', { field: 'userNamespace' });
const validateRepositoryRequest = (request: RepositoryRequest | undefined): RepositoryRequest => {
  requireNonEmptyString(request?.name, 'required.name');
  return request as RepositoryRequest;
};

export function createOrganizationsResource(client: FleetClient) {
  const { api } = client;

  const listHostRepositories = (): Promise<Repository[]> =>
    unwrap(api.GET('/api/accounts/organizations/share'));

  const createHostRepository = async (request: RepositoryRequest): Promise<Repository> =>
    unwrap(
      api.POST('/api/accounts/organizations/share', {
        body: validateRepositoryRequest(request),
      }),
    );

  const postUsers = (repositoryId: string, users: RepositoryUserRequest[]) =>
    unwrap(
      api.POST('/api/accounts/organizations/share/{repositoryId}/users', {
        params: { path: { repositoryId } },
        body: users,
      }),
    );

  return {
    /** The profiles a host can give a guest. */
    listGuestProfiles(): Promise<GuestProfile[]> {
      return unwrap(api.GET('/api/accounts/organizations/guest_profiles'));
    },

    /** The repositories shared with the user, each with the user's guest profile there. */
    listGuestRepositories(): Promise<Repository[]> {
      return unwrap(api.GET('/api/accounts/organizations/guest'));
    },

    /** The repositories the user hosts; a 403 FleetApiError for an account that may not share. */
    listHostRepositories,

    /**
     * The repository the user hosts: the first shared one, else the personal repository —
     * also when the server answers 403 (an account that may not share; SPEC §6).
     */
    async getHostRepository(): Promise<Repository> {
      try {
        return (await listHostRepositories())[0] ?? PERSONAL_REPOSITORY;
      } catch (error) {
        if (failedWith(error, 403)) return PERSONAL_REPOSITORY;
        throw error;
      }
    },

    /** Creates a repository to share; a name is required. */
    createHostRepository,

    /** Renames or re-describes a shared repository. */
    async updateHostRepository(
      repositoryId: string,
      request: RepositoryRequest,
    ): Promise<Repository> {
      requireRepositoryId(repositoryId);
      return unwrap(
        api.PUT('/api/accounts/organizations/share/{repositoryId}', {
          params: { path: { repositoryId } },
          body: validateRepositoryRequest(request),
        }),
      );
    },

    /**
     * A short-lived token for working in a shared repository as a guest. A failure reads
     * 'We are unable to process your request, please try again.' (SPEC §8).
     */
    async getGuestToken(repositoryId: string): Promise<GuestToken> {
      requireRepositoryId(repositoryId);
      return rewording(
        () =>
          unwrap(
            api.POST('/api/accounts/organizations/guest/{repositoryId}', {
              params: { path: { repositoryId } },
            }),
          ),
        () => formatRegisteredMessage('auth.guestTokenFailed'),
      );
    },

    /** The guests of a hosted repository. */
    async listRepositoryUsers(repositoryId: string): Promise<RepositoryUser[]> {
      requireRepositoryId(repositoryId);
      return unwrap(
        api.GET('/api/accounts/organizations/share/{repositoryId}/users', {
          params: { path: { repositoryId } },
        }),
      );
    },

    /**
     * Adds guests (each needs an email and a guest profile id). A repository that is not
     * shared yet is created first (SPEC §6): 'personal' never is, and any other id is
     * created when the server answers 404 for it; the guests then go to the new repository.
     */
    async addRepositoryUsers(
      repositoryId: string,
      users: readonly RepositoryUserRequest[],
      options: AddRepositoryUsersOptions = {},
    ): Promise<AddedRepositoryUsers> {
      requireRepositoryId(repositoryId);
      if (!Array.isArray(users))
        throw new FleetValidationError('validation.notArray', { field: 'users' });
      if (users.length === 0)
        throw new FleetValidationError('validation.emptyList', { field: 'users' });
      users.forEach(validateRepositoryUser);
      const body = users.map(({ email, guest_profile }) => ({ email, guest_profile }));
      const isPersonal = repositoryId === PERSONAL_REPOSITORY_ID;
      const newRepository =
        options.newRepository ?? (isPersonal ? undefined : { name: repositoryId });
      if (isPersonal) validateRepositoryRequest(newRepository);

      if (!isPersonal) {
        try {
          return { repositoryId, created: undefined, users: await postUsers(repositoryId, body) };
        } catch (error) {
          if (!failedWith(error, 404)) throw error;
        }
      }
      const created = await createHostRepository(newRepository as RepositoryRequest);
      return { repositoryId: created.id, created, users: await postUsers(created.id, body) };
    },

    /** Gives a guest another guest profile. */
    async updateRepositoryUser(
      repositoryId: string,
      userNamespace: string,
      update: RepositoryUserUpdate,
    ): Promise<RepositoryUser> {
      requireRepositoryId(repositoryId);
      requireUserNamespace(userNamespace);
      requireNonEmptyString(update?.guest_profile, 'validation.fieldRequired', {
        field: 'guest_profile',
      });
      return unwrap(
        api.PUT('/api/accounts/organizations/share/{repositoryId}/users/{userNamespace}', {
          params: { path: { repositoryId, userNamespace } },
          body: { guest_profile: update.guest_profile },
        }),
      );
    },

    /** Removes a guest from a hosted repository. */
    async removeRepositoryUser(repositoryId: string, userNamespace: string): Promise<void> {
      requireRepositoryId(repositoryId);
      requireUserNamespace(userNamespace);
      await unwrap(
        api.DELETE('/api/accounts/organizations/share/{repositoryId}/users/{userNamespace}', {
          params: { path: { repositoryId, userNamespace } },
        }),
      );
    },
  };
}
