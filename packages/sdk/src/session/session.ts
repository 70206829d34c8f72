// Who is signed in and where they work (SPEC §3 User, §4 Auth and Repository switch, §6 Roles
// and permissions): the user, their roles, rights and user types, and the active repository,
// as signals the console and widgets read.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { FleetTokens } from '../auth/fleet-tokens';
import { decodeJwtPayload } from '../auth/jwt';
import { NEW_USER_TOKEN_REFRESH_S, PERSONAL_REPOSITORY_ID } from '../domain/constants';
import { createRights, type Rights } from '../domain/rights';
import {
  hasCommercialAccess,
  isAdmin,
  isRepoGuest,
  rolesFromClaims,
  userTypes as userTypesOf,
  type UserType,
} from '../domain/roles';
import { USER_OPTION_KEYS } from '../domain/user-options';
import { requireNonEmptyString } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { DiscoveredRights } from '../resources/auth';
import type { Repository } from '../resources/organizations';
import { asyncState } from '../stores/support/async-state';
import type { UserOptionsStore } from '../stores/user-options';
import { consoleLogger, type Logger } from '../stores/support/logger';
import {
  defaultMarkerStorage,
  readActiveRepositoryMarker,
  writeActiveRepositoryMarker,
  type MarkerStorage,
} from './active-repository';
import { sessionUserFrom, type SessionUser } from './session-user';

export interface SessionOptions {
  fleet: FleetSdk;
  /** The token manager the fleet's client uses (connectFleet gives both). */
  tokens: FleetTokens;
  /** Where the active-repository marker is kept; sessionStorage by default. */
  storage?: MarkerStorage;
  /** Reloads the page after a repository switch; `location.reload()` by default. */
  reload?: () => void;
  /** Told of start-up failures (SPEC §8: logged, the app goes on); console.warn by default. */
  logger?: Logger;
  /**
   * The page's user options store: the default-repository option is read through it (its one
   * load), not by a read of its own.
   */
  userOptions?: Pick<UserOptionsStore, 'load' | 'option'>;
}

export interface Session {
  /** The account record, created on the first fetch when missing (SPEC §4). */
  readonly user: ReadonlySignal<SessionUser | undefined>;
  /** Realm roles plus user-manager client roles of the active repository's token (SPEC §6). */
  readonly roles: ReadonlySignal<readonly string[]>;
  /** What the token may do in the active repository (`auth/discover`); nothing until known. */
  readonly rights: ReadonlySignal<Rights>;
  /** admin, developer, professional, standard, repo-guest: banners target these (SPEC §6). */
  readonly userTypes: ReadonlySignal<readonly UserType[]>;
  readonly admin: ReadonlySignal<boolean>;
  /** Developer, professional or the Commercial tier (the Device Limit dialog reads this). */
  readonly commercialAccess: ReadonlySignal<boolean>;
  /** 'personal' or the id of the shared repository this tab works in. */
  readonly activeRepositoryId: ReadonlySignal<string>;
  /** Working in a repository shared with the user. */
  readonly repoGuest: ReadonlySignal<boolean>;
  /** The repository the user hosts; the personal one when the server answers 403 (SPEC §6). */
  readonly hostRepository: ReadonlySignal<Repository | undefined>;
  /** Start-up loads are running. */
  readonly loading: ReadonlySignal<boolean>;
  /** start() has finished, whatever failed (failures are logged and kept in `error`). */
  readonly ready: ReadonlySignal<boolean>;
  /** The first start-up failure, if any. */
  readonly error: ReadonlySignal<Error | undefined>;
  /**
   * Picks the active repository (the marker of this tab, else the default-repository
   * option), then loads user, roles, rights and host repository. Never rejects; calling it
   * again returns the same start.
   */
  start(): Promise<void>;
  /**
   * Resolves with the active repository once start() has picked it (the tokens work in it
   * from then on), before the loads that follow; never rejects.
   */
  activeRepositoryChosen(): Promise<string>;
  /**
   * SPEC §4 Repository switch: saves the default-repository option, stores the marker (or
   * clears it for 'personal') and reloads the page, which starts in the new repository. A
   * failed save rejects and changes nothing.
   */
  switchRepository(repositoryId: string): Promise<void>;
  /** Stops the loads in flight. */
  dispose(): void;
}

const NO_RIGHTS = createRights([]);

export function createSession(options: SessionOptions): Session {
  const { fleet, tokens } = options;
  const storage = options.storage ?? defaultMarkerStorage();
  const reload = options.reload ?? (() => globalThis.location?.reload());
  const logger = options.logger ?? consoleLogger;

  const activeRepositoryId = signal(tokens.activeRepositoryId);
  const user = asyncState<SessionUser>();
  const roles = asyncState<readonly string[]>();
  const permissions = asyncState<DiscoveredRights>();
  const hostRepository = asyncState<Repository>();
  const loads = [user, roles, permissions, hostRepository];
  const ready = signal(false);
  let accountRoles: readonly string[] = [];
  let starting: Promise<void> | undefined;

  const roleList = computed(() => roles.data.value ?? []);

  const report = (message: string, loading: Promise<unknown>): Promise<void> =>
    loading.then(
      () => undefined,
      (error: unknown) => logger.warn(message, error),
    );

  let chosen: (repositoryId: string) => void = () => undefined;
  const chosenRepository = new Promise<string>((resolve) => (chosen = resolve));

  async function readDefaultRepository(): Promise<string | undefined> {
    const { userOptions } = options;
    if (!userOptions) return fleet.userOptions.readUserOption(USER_OPTION_KEYS.defaultRepository);
    await userOptions.load();
    return userOptions.option(USER_OPTION_KEYS.defaultRepository).peek();
  }

  async function defaultRepository(): Promise<string> {
    try {
      return (await readDefaultRepository()) || PERSONAL_REPOSITORY_ID;
    } catch (error) {
      logger.warn('Could not read the default repository; working in the personal one.', error);
      return PERSONAL_REPOSITORY_ID;
    }
  }

  async function loadUser(): Promise<SessionUser> {
    const { user: record, created } = await fleet.accounts.getOrCreateUser();
    accountRoles = record.roles ?? [];
    // SPEC §9: a new user's token is renewed at once (asking for 30 days forces it), so it
    // carries what creating the account gave. A failure is logged by the token manager.
    if (created)
      await tokens.refresh({ minValiditySeconds: NEW_USER_TOKEN_REFRESH_S }).catch(() => undefined);
    return sessionUserFrom(record);
  }

  /** From the guest token inside a shared repository (SPEC §6), else the host token. */
  async function loadRoles(): Promise<readonly string[]> {
    const claims =
      decodeJwtPayload(await tokens.getToken('active')) ??
      decodeJwtPayload(await tokens.getToken('host'));
    // A token that is not a JWT says nothing: the account record lists the same roles.
    return claims ? rolesFromClaims(claims) : accountRoles;
  }

  async function run(): Promise<void> {
    // The user and the host repository need only the host token: they load beside the read
    // of the active repository, which only the roles and the permissions wait for.
    const loadingUser = report('Could not load the signed-in user.', user.run(loadUser));
    const loadingHost = report(
      'Could not load the host repository.',
      hostRepository.run(() => fleet.organizations.getHostRepository()),
    );
    const repositoryId = readActiveRepositoryMarker(storage) ?? (await defaultRepository());
    tokens.setActiveRepository(repositoryId);
    activeRepositoryId.value = repositoryId;
    chosen(repositoryId);
    await Promise.all([
      (async () => {
        await loadingUser;
        await report('Could not read the roles of the token.', roles.run(loadRoles));
      })(),
      report(
        'Could not discover the permissions of the active repository.',
        permissions.run(() => fleet.auth.discoverPermissions()),
      ),
      loadingHost,
    ]);
    ready.value = true;
  }

  return {
    user: user.data,
    roles: roleList,
    rights: computed(() => permissions.data.value?.rights ?? NO_RIGHTS),
    userTypes: computed(() => userTypesOf(roleList.value, activeRepositoryId.value)),
    admin: computed(() => isAdmin(roleList.value)),
    commercialAccess: computed(() => hasCommercialAccess(roleList.value)),
    activeRepositoryId,
    repoGuest: computed(() => isRepoGuest(activeRepositoryId.value)),
    hostRepository: hostRepository.data,
    loading: computed(() => loads.some((load) => load.loading.value)),
    ready,
    error: computed(() => loads.map((load) => load.error.value).find(Boolean)),

    start() {
      starting ??= run();
      return starting;
    },

    activeRepositoryChosen: () => chosenRepository,

    async switchRepository(repositoryId) {
      requireNonEmptyString(repositoryId, 'validation.fieldRequired', { field: 'repositoryId' });
      await fleet.userOptions.setUserOption(USER_OPTION_KEYS.defaultRepository, repositoryId);
      writeActiveRepositoryMarker(storage, repositoryId);
      reload();
    },

    dispose() {
      for (const load of loads) load.abort();
    },
  };
}
