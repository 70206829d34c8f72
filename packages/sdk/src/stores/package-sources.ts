// The package sources store (SPEC §2 /packages/sources, §3 Trusted delegation, §4 Delegation,
// §5 delegation names, §8 Delegations, §9 the 10 s window and "the delegation order … kept as
// user options"): the trusted delegations in the user's order, each normal, refreshing or
// deleting with the error of its last failure; refreshed by hand, or automatically when its
// remote file changed after the last fetch and not within the last 10 s.
import { batch, computed } from '@preact/signals-core';
import { DELEGATION_UNCHANGED_WINDOW_MS } from '../domain/constants';
import {
  delegationState,
  orderDelegations,
  shouldAutoRefreshDelegation,
  type DelegationState,
} from '../domain/delegations';
import { USER_OPTION_KEYS } from '../domain/user-options';
import type { FleetSdk } from '../fleet';
import type { DelegationInput, PackageSource } from '../resources/delegations';
import { createKeyedMutation, type KeyedMutation } from './mutation';
import { metadataFailure, sourceFailureText } from './package-source-errors';
import { asyncState } from './support/async-state';
import { consoleLogger, type Logger } from './support/logger';
import { realScheduler, type Scheduler } from './support/scheduler';
import type { UserOptionsStore } from './user-options';

export interface PackageSourcesStoreDeps {
  fleet: Pick<FleetSdk, 'delegations' | 'public'>;
  userOptions: Pick<UserOptionsStore, 'option' | 'set'>;
  scheduler?: Scheduler;
  /** Refresh changed sources on load (SPEC §4). Default true. */
  autoRefresh?: boolean;
  logger?: Logger;
}

/** A package source as the list shows it. */
export interface PackageSourceView extends PackageSource {
  state: DelegationState;
  refreshing: boolean;
  deleting: boolean;
}

/** A source to add or update, with where its signed metadata comes from. */
export type PackageSourceInput = DelegationInput & { remoteUri?: string; friendlyName?: string };

export type PackageSourcesStore = ReturnType<typeof createPackageSourcesStore>;

export function createPackageSourcesStore(deps: PackageSourcesStoreDeps) {
  const { fleet, userOptions } = deps;
  const scheduler = deps.scheduler ?? realScheduler;
  const logger = deps.logger ?? consoleLogger;
  const autoRefresh = deps.autoRefresh ?? true;
  const list = asyncState<PackageSource[]>();
  const order = userOptions.option(USER_OPTION_KEYS.delegationOrder);
  const recheckTimers = new Map<string, unknown>();
  /**
   * The remote file's modification time at each source's last failed automatic refresh: the
   * same file is not fetched again on the next visit (SPEC §4 asks for a refresh only when the
   * file changed after the last fetch), only once it changes again.
   */
  const failedAt = new Map<string, number>();

  const patchSource = (name: string, change: Partial<PackageSource>) =>
    list.update((sources) => sources?.map((s) => (s.name === name ? { ...s, ...change } : s)));

  // Refreshing and deleting are keyed mutations (by source name): their pending is the
  // source's state; the failure of the latest one started is its error.
  const refreshing = createKeyedMutation(async (name: string) => {
    const info = await fleet.delegations.refreshDelegation(name);
    patchSource(name, {
      lastFetched: info.lastFetched ?? new Date(scheduler.now()).toISOString(),
      error: undefined,
    });
  });
  const deleting = createKeyedMutation(async (name: string) => {
    await fleet.delegations.deleteTrustedDelegation(name);
    batch(() => {
      list.update((all) => all?.filter((s) => s.name !== name));
      const saved = order.peek();
      if (saved?.includes(name))
        userOptions.set(
          USER_OPTION_KEYS.delegationOrder,
          saved.filter((n) => n !== name),
        );
    });
  });
  /** Runs one of a source's actions, forgetting the other's failure: one error at a time. */
  const runFor = (
    action: KeyedMutation<string, void, void>,
    other: typeof action,
    name: string,
  ) => {
    other.reset(name);
    return action.run(name, undefined);
  };

  const sources = computed<PackageSourceView[]>(() =>
    orderDelegations(list.data.value ?? [], order.value ?? []).map((source) => {
      const flags = {
        refreshing: refreshing.pendingFor(source.name),
        deleting: deleting.pendingFor(source.name),
      };
      const failure = refreshing.errorFor(source.name) ?? deleting.errorFor(source.name);
      const error = failure ? sourceFailureText(failure) : source.error;
      return {
        ...source,
        ...flags,
        state: delegationState(flags),
        ...(error !== undefined && { error }),
      };
    }),
  );

  /** Fetches a source's metadata again; on success lastFetched moves, on failure error is set. */
  const refresh = (name: string): Promise<void> => runFor(refreshing, deleting, name);

  /** SPEC §4: refreshes a source whose remote file changed; waits out the 10 s window first. */
  async function checkForChange(source: PackageSource): Promise<void> {
    if (!source.remoteUri) return;
    const modified = await fleet.public.lastModifiedAt(source.remoteUri);
    if (!modified) return;
    const now = scheduler.now();
    const failed = failedAt.get(source.name);
    if (failed !== undefined && modified.getTime() <= failed) return;
    const times = { lastFetched: source.lastFetched, lastModified: modified.toISOString() };
    if (shouldAutoRefreshDelegation(times, new Date(now))) {
      try {
        await refresh(source.name);
        failedAt.delete(source.name);
      } catch (error) {
        failedAt.set(source.name, modified.getTime());
        throw error;
      }
      return;
    }
    const fetched = source.lastFetched ? Date.parse(source.lastFetched) : Number.NaN;
    const changedSinceFetch = Number.isNaN(fetched) || modified.getTime() > fetched;
    if (!changedSinceFetch) return;
    // Changed, but too recently: look again once the file has been still for 10 s.
    const wait = modified.getTime() + DELEGATION_UNCHANGED_WINDOW_MS - now;
    scheduler.clearTimeout(recheckTimers.get(source.name));
    recheckTimers.set(
      source.name,
      scheduler.setTimeout(
        () => {
          recheckTimers.delete(source.name);
          const current = list.data.peek()?.find((s) => s.name === source.name);
          if (current) void checkQuietly(current);
        },
        Math.max(0, wait),
      ),
    );
  }

  const checkQuietly = (source: PackageSource) =>
    checkForChange(source).catch((error: unknown) =>
      logger.warn(`Package source ${source.name} could not be checked for changes.`, error),
    );

  async function load(): Promise<PackageSource[]> {
    const loaded = await list.run(() => fleet.delegations.listTrustedDelegations());
    if (autoRefresh) loaded.forEach((source) => void checkQuietly(source));
    return loaded;
  }

  async function saveRemote(input: PackageSourceInput): Promise<void> {
    if (!input.remoteUri) return;
    try {
      await fleet.delegations.setDelegationRemote(input.name, {
        uri: input.remoteUri,
        ...(input.friendlyName && { friendlyName: input.friendlyName }),
      });
    } catch (error) {
      throw metadataFailure(input.name, error);
    }
  }

  return {
    /** The sources in the user's order (the delegation-order user option); new ones last. */
    sources,
    loading: list.loading,
    error: list.error,

    /** Loads the list, then checks each remote file and refreshes the changed ones. */
    load,

    refresh,

    /**
     * Adds a source; its name must be new ('Delegation with that name already exists'). With
     * a remoteUri its metadata is fetched at once; if that fails the source stays added and
     * the error says so (SPEC §8 rich messages).
     */
    async add(input: PackageSourceInput): Promise<void> {
      await fleet.delegations.addTrustedDelegation(input);
      try {
        await saveRemote(input);
      } finally {
        await load().catch(() => undefined); // the list error is kept in `error`
      }
    },

    /** Replaces a source's keys and paths; the name must exist ('… does not exist'). */
    async update(input: PackageSourceInput): Promise<void> {
      await fleet.delegations.updateTrustedDelegation(input);
      try {
        await saveRemote(input);
      } finally {
        await load().catch(() => undefined);
      }
    },

    /** Deletes a source: deleting until done; on failure back to normal with the error. */
    delete: (name: string): Promise<void> => runFor(deleting, refreshing, name),

    /** Saves the order the sources are shown in (the delegation-order user option). */
    reorder(names: readonly string[]): void {
      userOptions.set(USER_OPTION_KEYS.delegationOrder, [...names]);
    },

    dispose(): void {
      recheckTimers.forEach((timer) => scheduler.clearTimeout(timer));
      recheckTimers.clear();
      list.abort();
    },
  };
}
