// Devices (SPEC §3 Device, §5 validation, §7 Devices, §8 device errors, §9 defaults and URL
// batching): how devices are listed, read, renamed, hibernated and deleted. Their installed
// packages (device-packages.ts) and update history (device-history.ts) are resources of their
// own, so an application that lists devices does not carry them; `fleet.devices` has all three.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { CHARS_PER_DEVICE_ID, MAX_PAGE_SIZE } from '../domain/constants';
import type { DeviceListQuery } from '../domain/list-queries';
import {
  requireDeviceUuid,
  validateDeviceEdit,
  validateDeviceListQuery,
  validateDeviceName,
  validateDeviceNotes,
  validateDeviceUuids,
  validateHibernation,
} from '../domain/validation';
import { editOutcome, type DeviceEditResult } from './device-edit';
import { failingAs } from './device-errors';
import { toDeviceListParams } from './device-list-params';
import type { CallOptions } from './request-options';
import { batched, type BatchedOptions } from './support/batched';
import { walkByCursor } from './support/cursor-walk';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

export type { DeviceEditOutcome, DeviceEditResult } from './device-edit';

type Schemas = components['schemas'];
export type Device = Schemas['Device'];
export type DevicePage = Schemas['DevicePage'];
export type DeviceDetail = Schemas['DeviceDetail'];
export type DeviceProvisioningToken = Schemas['DeviceProvisioningToken'];
/** The fleets of each asked device, keyed by device uuid. */
export type FleetMembership = Schemas['FleetMembership']['values'];

/** A device list query without paging, for the iterators (they page by themselves). */
export type DeviceIterationQuery = Omit<DeviceListQuery, 'offset' | 'limit'>;

export type DevicesResource = ReturnType<typeof createDevicesResource>;

/** How an iteration of devices pages; `inFlight` applies to the uuid cursor only. */
export interface DeviceIterationOptions extends PaginateOptions {
  /**
   * Requests at most in flight at once along the uuid cursor (default 4): the uuids are split
   * from the start into ranges walked side by side. 1: one page after another.
   */
  inFlight?: number;
}

/** The order of exact iteration: the uuid never changes, and the server seeks to a cursor. */
const BY_UUID = { sortBy: 'Uuid', sortDirection: 'Asc' } as const;
/** Requests in flight along the uuid cursor: the server reads pages on several threads. */
const ITERATION_IN_FLIGHT = 4;
const emptyPage: DevicePage = { values: [], total: 0, offset: 0, limit: 0 };

export function createDevicesResource(client: FleetClient) {
  const { api } = client;

  async function listDevices(
    query: DeviceListQuery = {},
    options: CallOptions = {},
  ): Promise<DevicePage> {
    validateDeviceListQuery(query);
    query.deviceUuids?.forEach(requireDeviceUuid);
    const params = toDeviceListParams(query);
    // An empty selection matches no device; sent as is it would mean "no filter".
    if (query.deviceUuids?.length === 0) {
      return { values: [], total: 0, offset: params.offset ?? 0, limit: params.limit ?? 0 };
    }
    return unwrap(
      api.GET('/api/v2beta/devices', { params: { query: params }, signal: options.signal }),
    );
  }

  return {
    /** One page of devices; by default the first 10 by lastSeen, newest first (SPEC §9). */
    listDevices,

    /**
     * Every device matching the query, fetched page by page as the loop asks. Without a sort
     * (and without `offset`), devices come in uuid order through the `uuidAfter` cursor, 1,000
     * a page: each exactly once, even while devices check in, arrive or leave. The uuids are
     * split from the start into ranges (`uuidAfter`/`uuidBefore`) read with up to `inFlight`
     * requests at once (default 4), still in uuid order. With a sort, pages
     * go by offset in that order (100 a page by default), one after another.
     */
    iterateDevices(
      query: DeviceIterationQuery = {},
      options: DeviceIterationOptions = {},
    ): AsyncIterable<Device> {
      validateDeviceListQuery(query);
      query.deviceUuids?.forEach(requireDeviceUuid);
      const sorted = query.sortBy !== undefined || query.sortDirection !== undefined;
      if (sorted || options.offset !== undefined)
        return paginate(
          ({ offset, limit, signal }) => listDevices({ ...query, offset, limit }, { signal }),
          options,
        );
      if (query.deviceUuids?.length === 0) return paginate(async () => emptyPage, options);
      // A page of 1,000 devices is read as a stream and parsed in pieces (page-reader.ts).
      // Only an iteration needs the reader: it loads from here, beside the range walk, as a
      // load once the first request has left would hold up the first pages.
      const reader = import('./support/page-reader');
      reader.catch(() => undefined); // a walk never started leaves no rejection unhandled
      return walkByCursor(
        async ({ after, before, limit, signal }) => {
          const [body, { readListPage }] = await Promise.all([
            unwrap(
              api.GET('/api/v2beta/devices', {
                params: {
                  query: {
                    ...toDeviceListParams({ ...query, ...BY_UUID, offset: 0, limit }),
                    ...(after === undefined ? {} : { uuidAfter: after }),
                    ...(before === undefined ? {} : { uuidBefore: before }),
                  },
                },
                parseAs: 'stream',
                signal,
              }),
            ),
            reader,
          ]);
          return readListPage<DevicePage>(body);
        },
        (device) => device.deviceUuid,
        {
          pageSize: options.pageSize ?? MAX_PAGE_SIZE,
          inFlight: options.inFlight ?? ITERATION_IN_FLIGHT,
          split: async () => (await import('./support/uuid-ranges')).uuidSplit,
          signal: options.signal,
        },
      );
    },

    async getDevice(uuid: string): Promise<DeviceDetail> {
      requireDeviceUuid(uuid);
      return unwrap(api.GET('/api/v2beta/devices/{id}', { params: { path: { id: uuid } } }));
    },

    async deleteDevice(uuid: string): Promise<void> {
      requireDeviceUuid(uuid);
      await failingAs('device.deleteFailed', () =>
        unwrap(api.DELETE('/api/v2beta/devices/{id}', { params: { path: { id: uuid } } })),
      );
    },

    /** Every hardware id reported by a device of the repository. */
    async listHardwareIds(): Promise<string[]> {
      const { values } = await unwrap(api.GET('/api/v2beta/devices/hardware-ids'));
      return values;
    },

    /** Hibernates (`true`) or wakes (`false`) a device. */
    async setHibernation(uuid: string, hibernated: boolean): Promise<void> {
      requireDeviceUuid(uuid);
      const status = validateHibernation(hibernated);
      await failingAs('device.hibernationFailed', () =>
        unwrap(
          api.PUT('/api/v2beta/devices/hibernation/{id}', {
            params: { path: { id: uuid } },
            body: { status },
          }),
        ),
      );
    },

    /** Sets the display name, trimmed. */
    async renameDevice(uuid: string, name: string): Promise<void> {
      requireDeviceUuid(uuid);
      const trimmed = validateDeviceName(name);
      await unwrap(
        api.PUT('/api/v2beta/devices/name/{id}', {
          params: { path: { id: uuid } },
          body: { name: trimmed },
        }),
      );
    },

    /** Replaces the notes (the description); an empty string clears them. */
    async setNotes(uuid: string, notes: string): Promise<void> {
      requireDeviceUuid(uuid);
      const text = validateDeviceNotes(notes);
      await unwrap(
        api.PUT('/api/v2beta/devices/notes/{id}', {
          params: { path: { id: uuid } },
          body: { notes: text },
        }),
      );
    },

    /**
     * Edits name and notes together (SPEC §5): both are sent, and each reports on its own
     * ('Name updated successfully' / 'Name not updated', 'Description updated successfully' /
     * 'Description not updated'). One failing does not stop or throw for the other.
     */
    async editDevice(
      uuid: string,
      edit: { name?: string; notes?: string },
    ): Promise<DeviceEditResult> {
      requireDeviceUuid(uuid);
      const { name, notes } = validateDeviceEdit(edit);
      const path = { params: { path: { id: uuid } } };
      const [nameOutcome, notesOutcome] = await Promise.all([
        name === undefined
          ? undefined
          : editOutcome('name', () =>
              api.PUT('/api/v2beta/devices/name/{id}', { ...path, body: { name } }),
            ),
        notes === undefined
          ? undefined
          : editOutcome('notes', () =>
              api.PUT('/api/v2beta/devices/notes/{id}', { ...path, body: { notes } }),
            ),
      ]);
      return {
        ...(nameOutcome && { name: nameOutcome }),
        ...(notesOutcome && { notes: notesOutcome }),
      };
    },

    /** A short-lived token that can only provision devices into the active repository. */
    async getProvisioningToken(): Promise<DeviceProvisioningToken> {
      return failingAs('device.provisioningTokenFailed', () =>
        unwrap(api.GET('/api/v2beta/devices/token')),
      );
    },

    /**
     * The fleets of each device, keyed by uuid; unknown uuids map to an empty list. Long uuid
     * lists are split into the fewest requests whose URLs fit 2048 characters (SPEC §9).
     */
    async getFleetMembership(
      deviceUuids: readonly string[],
      options: BatchedOptions = {},
    ): Promise<FleetMembership> {
      validateDeviceUuids(deviceUuids);
      return failingAs(
        'device.fleetMembershipFailed',
        () =>
          batched(
            deviceUuids,
            CHARS_PER_DEVICE_ID,
            async (batch, signal) =>
              (
                await unwrap(
                  api.GET('/api/v2beta/devices/fleet-membership', {
                    params: { query: { deviceUuids: batch } },
                    signal,
                  }),
                )
              ).values,
            (results) => Object.assign({}, ...results) as FleetMembership,
            options,
          ),
        { serverMessageFirst: false },
      );
    },

    /** How many devices the active repository has (hibernated ones included). */
    async countDevices(): Promise<number> {
      const { total } = await unwrap(api.GET('/api/v2beta/devices-count'));
      return total;
    },
  };
}
