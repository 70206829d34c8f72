// Fleets (SPEC §3 Fleet, §5 validation, §7 Fleets, §9 defaults and URL batching): how fleets
// are listed, created, edited and deleted, and how devices join and leave them.
import type { FleetClient } from '../api/client';
import type { components, operations } from '../api/schema';
import {
  CHARS_PER_DEVICE_ID,
  FLEET_DEVICES_DEFAULT_SORT,
  FLEET_DEVICES_PAGE_SIZE,
  FLEETS_DEFAULT_SORT,
  FLEETS_PAGE_SIZE,
} from '../domain/constants';
import type { FleetListQuery, FleetSortBy, ListSort } from '../domain/list-queries';
import {
  requireFleetId,
  requireNonEmptyString,
  validateDeviceUuids,
  validateFleetIds,
  validateFleetListQuery,
  validateFleetUpdate,
  validateNewFleet,
} from '../domain/validation';
import type { Device, DevicePage } from './devices';
import type { CallOptions } from './request-options';
import { batched, type BatchedOptions } from './support/batched';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type Fleet = Schemas['Fleet'];
export type FleetPage = Schemas['FleetPage'];
export type FleetCreate = Schemas['FleetCreate'];
export type FleetChange = Schemas['FleetChange'];
export type FleetDeviceStats = Schemas['FleetDeviceStats'];
/** Device count per fleet id. */
export type FleetDeviceCounts = Schemas['FleetDeviceCounts']['values'];

/** A fleet list query without paging, for the iterators (they page by themselves). */
export type FleetIterationQuery = Omit<FleetListQuery, 'offset' | 'limit'>;

export interface DevicesOfFleetsOptions extends BatchedOptions {
  /** Devices asked for per request while walking each group of fleets. Default 100. */
  pageSize?: number;
}

type FleetListParams = NonNullable<operations['listFleets']['parameters']['query']>;

/**
 * A SPEC §3 fleet list query as the API names it (`search` travels as `nameContains`), with
 * the given page size and sort when the query has none (SPEC §9).
 */
export function toFleetListParams(
  query: FleetListQuery,
  pageSize: number,
  defaultSort: ListSort<FleetSortBy>,
): FleetListParams {
  const unsorted = query.sortBy === undefined && query.sortDirection === undefined;
  return {
    offset: query.offset ?? 0,
    limit: query.limit ?? pageSize,
    nameContains: query.search?.trim() ? query.search : undefined,
    sortBy: unsorted ? defaultSort.sortBy : query.sortBy,
    sortDirection: unsorted ? defaultSort.sortDirection : query.sortDirection,
  };
}

// Fleet ids are uuids like device ids, so SPEC §9's 48-character budget per id fits them too.
const CHARS_PER_FLEET_ID = CHARS_PER_DEVICE_ID;

export type FleetsResource = ReturnType<typeof createFleetsResource>;

export function createFleetsResource(client: FleetClient) {
  const { api } = client;

  async function listFleets(
    query: FleetListQuery = {},
    options: CallOptions = {},
  ): Promise<FleetPage> {
    validateFleetListQuery(query);
    return unwrap(
      api.GET('/api/v2beta/fleets', {
        params: { query: toFleetListParams(query, FLEETS_PAGE_SIZE, FLEETS_DEFAULT_SORT) },
        signal: options.signal,
      }),
    );
  }

  async function listFleetDevices(
    fleetId: string,
    query: FleetListQuery = {},
    options: CallOptions = {},
  ): Promise<DevicePage> {
    requireFleetId(fleetId);
    validateFleetListQuery(query);
    return unwrap(
      api.GET('/api/v2beta/fleets/{fleetId}/devices', {
        params: {
          path: { fleetId },
          query: toFleetListParams(query, FLEET_DEVICES_PAGE_SIZE, FLEET_DEVICES_DEFAULT_SORT),
        },
        signal: options.signal,
      }),
    );
  }

  return {
    /** One page of fleets; by default the first 10 by name, ascending (SPEC §9). */
    listFleets,

    /**
     * The devices a dynamic fleet with this expression would hold (a preview before saving),
     * 10 per page by name. An expression the server cannot read fails with its reason (400).
     */
    async listExpressionDevices(
      expression: string,
      query: Pick<FleetListQuery, 'offset' | 'limit'> = {},
      options: CallOptions = {},
    ): Promise<DevicePage> {
      const wanted = requireNonEmptyString(expression, 'required.expression');
      return unwrap(
        api.GET('/api/v2beta/fleets-expression-devices', {
          params: {
            query: {
              expression: wanted,
              offset: query.offset ?? 0,
              limit: query.limit ?? FLEET_DEVICES_PAGE_SIZE,
              sortBy: FLEET_DEVICES_DEFAULT_SORT.sortBy,
              sortDirection: FLEET_DEVICES_DEFAULT_SORT.sortDirection,
            },
          },
          signal: options.signal,
        }),
      );
    },

    /** Every fleet matching the query, fetched page by page as the loop asks. */
    iterateFleets(
      query: FleetIterationQuery = {},
      options: PaginateOptions = {},
    ): AsyncIterable<Fleet> {
      validateFleetListQuery(query);
      return paginate(
        ({ offset, limit, signal }) => listFleets({ ...query, offset, limit }, { signal }),
        options,
      );
    },

    /** Creates a fleet (static unless told otherwise) and gives its new id. */
    async createFleet(fleet: FleetCreate): Promise<string> {
      const valid = validateNewFleet(fleet);
      return unwrap(
        api.POST('/api/v2beta/fleets', {
          body: { ...valid, fleetType: valid.fleetType ?? 'static' },
        }),
      );
    },

    async getFleet(fleetId: string): Promise<Fleet> {
      requireFleetId(fleetId);
      return unwrap(api.GET('/api/v2beta/fleets/{fleetId}', { params: { path: { fleetId } } }));
    },

    /** Replaces the fleet's editable fields; gives the edited fleet. */
    async editFleet(fleetId: string, properties: FleetChange): Promise<Fleet> {
      const update = validateFleetUpdate({ fleetId, properties });
      const name = requireNonEmptyString(update.properties.name, 'required.fleetName').trim();
      return unwrap(
        api.PUT('/api/v2beta/fleets/{fleetId}', {
          params: { path: { fleetId: update.fleetId } },
          body: { ...update.properties, name },
        }),
      );
    },

    /** Deletes the fleet; its devices stay, outside it. */
    async deleteFleet(fleetId: string): Promise<void> {
      requireFleetId(fleetId);
      await unwrap(api.DELETE('/api/v2beta/fleets/{fleetId}', { params: { path: { fleetId } } }));
    },

    /** One page of a fleet's devices; by default the first 10 by name, ascending (SPEC §9). */
    listFleetDevices,

    /** Every device of the fleet matching the query, page by page as the loop asks. */
    iterateFleetDevices(
      fleetId: string,
      query: FleetIterationQuery = {},
      options: PaginateOptions = {},
    ): AsyncIterable<Device> {
      requireFleetId(fleetId);
      validateFleetListQuery(query);
      return paginate(
        ({ offset, limit, signal }) =>
          listFleetDevices(fleetId, { ...query, offset, limit }, { signal }),
        options,
      );
    },

    /** Adds devices to a static fleet; devices already in it are left alone. */
    async addFleetDevices(fleetId: string, deviceUuids: readonly string[]): Promise<void> {
      requireFleetId(fleetId);
      validateDeviceUuids(deviceUuids);
      await unwrap(
        api.POST('/api/v2beta/fleets/{fleetId}/devices', {
          params: { path: { fleetId } },
          body: [...deviceUuids],
        }),
      );
    },

    /** Removes devices from a static fleet (the uuids travel as the DELETE body). */
    async removeFleetDevices(fleetId: string, deviceUuids: readonly string[]): Promise<void> {
      requireFleetId(fleetId);
      validateDeviceUuids(deviceUuids);
      await unwrap(
        api.DELETE('/api/v2beta/fleets/{fleetId}/devices', {
          params: { path: { fleetId } },
          body: [...deviceUuids],
        }),
      );
    },

    /**
     * Every device of any of the fleets, each once. Long fleet id lists are split into the
     * fewest requests whose URLs fit 2048 characters (SPEC §9), each group walked page by
     * page; the order is the server's within each group of fleets.
     */
    async devicesOfFleets(
      fleetIds: readonly string[],
      query: FleetIterationQuery = {},
      options: DevicesOfFleetsOptions = {},
    ): Promise<Device[]> {
      validateFleetIds(fleetIds);
      validateFleetListQuery(query);
      const params = toFleetListParams(query, FLEET_DEVICES_PAGE_SIZE, FLEET_DEVICES_DEFAULT_SORT);
      const devicesOf = async (batch: string[], signal: AbortSignal | undefined) => {
        const found: Device[] = [];
        const pages = paginate(
          ({ offset, limit }) =>
            unwrap(
              api.GET('/api/v2beta/fleets-devices', {
                params: { query: { ...params, fleetIds: batch, offset, limit } },
                signal,
              }),
            ),
          { pageSize: options.pageSize, signal },
        );
        for await (const device of pages) found.push(device);
        return found;
      };
      // A search text rides on every batch's URL: leave room for it.
      const baseLength = params.nameContains ? encodeURIComponent(params.nameContains).length : 0;
      return batched(fleetIds, CHARS_PER_FLEET_ID, devicesOf, eachDeviceOnce, {
        ...options,
        baseLength,
      });
    },

    /**
     * The number of devices in each fleet, keyed by fleet id (unknown ids are left out).
     * Batched by URL length (SPEC §9).
     */
    async countFleetDevices(
      fleetIds: readonly string[],
      options: BatchedOptions = {},
    ): Promise<FleetDeviceCounts> {
      validateFleetIds(fleetIds);
      return batched(
        fleetIds,
        CHARS_PER_FLEET_ID,
        async (batch, signal) =>
          (
            await unwrap(
              api.GET('/api/v2beta/fleets-count', {
                params: { query: { groupIds: batch } },
                signal,
              }),
            )
          ).values,
        (counts) => Object.assign({}, ...counts) as FleetDeviceCounts,
        options,
      );
    },

    /** How the fleet's devices split by update status. */
    async getFleetDeviceStats(fleetId: string): Promise<FleetDeviceStats> {
      requireFleetId(fleetId);
      return unwrap(
        api.GET('/api/v2beta/fleets/{fleetId}/devices-stats', { params: { path: { fleetId } } }),
      );
    },
  };
}

// A device in fleets of two groups comes back twice; the first stays.
function eachDeviceOnce(groups: Device[][]): Device[] {
  const seen = new Set<string>();
  return groups
    .flat()
    .filter((device) => !seen.has(device.deviceUuid) && seen.add(device.deviceUuid));
}
