// The fleet manager (SPEC §2 /fleets, §3 Fleet, §9 defaults and debounce): the fleet list with
// each fleet's device count, and what a user does to fleets. Changes reload what shows them.
import type { FleetListQuery } from '../domain/list-queries';
import { validateFleetListQuery } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { Fleet, FleetChange, FleetCreate, FleetDeviceCounts } from '../resources/fleets';
import type { FleetDetailStore } from './fleet-detail';
import { FLEETS_DEFAULT_QUERY, fleetQueryDelay, type FleetsQuery } from './fleet-list-query';
import { createKeyedMutation } from './mutation';
import { asyncState } from './support/async-state';
import { reloadAfterChange } from './support/reload-after-change';
import { consoleLogger, type Logger } from './support/logger';
import { pagedList } from './support/paged-list';
import type { Scheduler } from './support/scheduler';

export interface FleetsStoreDeps {
  sdk: Pick<FleetSdk, 'fleets'>;
  scheduler?: Scheduler;
  logger?: Logger;
  /** The query to start with, over 10 per page by name ascending. */
  query?: FleetListQuery;
  /** The fleet page to reload when the fleet it shows changes. */
  detail?: Pick<FleetDetailStore, 'fleetId' | 'refresh' | 'close'>;
}

export type FleetsStore = ReturnType<typeof createFleetsStore>;

/**
 * The fleet list. Nothing loads until `refresh()` or a query change; a search or sort change
 * loads 500 ms after the last one, a page change at once (SPEC §9).
 */
export function createFleetsStore(deps: FleetsStoreDeps) {
  const { fleets } = deps.sdk;
  const logger = deps.logger ?? consoleLogger;
  const deviceCounts = asyncState<FleetDeviceCounts>();

  const list = pagedList<FleetsQuery, Fleet>({
    defaults: FLEETS_DEFAULT_QUERY,
    initial: deps.query,
    load: (query, signal) => fleets.listFleets(query, { signal }),
    keyOf: (fleet) => fleet.id,
    delayFor: fleetQueryDelay,
    validate: validateFleetListQuery,
    onLoad: (page) => {
      const ids = page.values.map((fleet) => fleet.id);
      deviceCounts
        .run(async (signal) => (ids.length === 0 ? {} : fleets.countFleetDevices(ids, { signal })))
        // Kept in deviceCounts.error for the view; the list stays usable.
        .catch((error: unknown) => logger.warn('Could not count the devices of fleets', error));
    },
    scheduler: deps.scheduler,
  });

  const detailShows = (fleetId: string) => deps.detail?.fleetId.peek() === fleetId;

  const deleting = createKeyedMutation(async (fleetId: string) => {
    await fleets.deleteFleet(fleetId);
    list.removeItem(fleetId);
    if (detailShows(fleetId)) deps.detail?.close();
  });

  return {
    query: list.query,
    page: list.page,
    /** The fleets of the page. */
    fleets: list.items,
    total: list.total,
    loading: list.loading,
    error: list.error,
    ready: list.ready,
    /** Device count by fleet id, for the fleets of the page. */
    deviceCounts,
    /** Ids of fleets being deleted. */
    deleting: deleting.pending,

    /** Searches, sorts or pages the list; throws a FleetValidationError for an invalid query. */
    setQuery: list.setQuery,
    setPage(index: number) {
      list.setQuery({ offset: Math.max(0, Math.floor(index)) * list.query.peek().limit });
    },
    refresh: list.refresh,

    /** Creates a fleet, reloads the list, and gives the new fleet's id. */
    async createFleet(fleet: FleetCreate): Promise<string> {
      const id = await fleets.createFleet(fleet);
      await reloadAfterChange(list.refresh());
      return id;
    },
    /** Edits a fleet; the list and its page (if shown) reload. */
    async editFleet(fleetId: string, properties: FleetChange): Promise<Fleet> {
      const edited = await fleets.editFleet(fleetId, properties);
      list.patchItem(fleetId, () => edited);
      if (detailShows(fleetId)) await reloadAfterChange(deps.detail?.refresh());
      return edited;
    },
    /** Deletes a fleet (its devices stay); it leaves the list, and its page closes. */
    deleteFleet: (fleetId: string): Promise<void> => deleting.run(fleetId, undefined),
    /** Adds devices to a static fleet; counts and the fleet's page reload. */
    async addDevices(fleetId: string, deviceUuids: readonly string[]): Promise<void> {
      await fleets.addFleetDevices(fleetId, deviceUuids);
      await afterMembershipChange(fleetId);
    },
    /** Removes devices from a static fleet; counts and the fleet's page reload. */
    async removeDevices(fleetId: string, deviceUuids: readonly string[]): Promise<void> {
      await fleets.removeFleetDevices(fleetId, deviceUuids);
      await afterMembershipChange(fleetId);
    },

    dispose() {
      list.dispose();
      deviceCounts.abort();
    },
  };

  async function afterMembershipChange(fleetId: string) {
    await reloadAfterChange(
      list.page.peek() ? list.refresh() : undefined,
      detailShows(fleetId) ? deps.detail?.refresh() : undefined,
    );
  }
}
