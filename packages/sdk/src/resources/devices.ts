// Devices (SPEC §3 Device, §5 validation, §7 Devices, §8 device errors, §9 defaults and URL
// batching): how devices are listed, read, renamed, hibernated and deleted.
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
import { isFleetApiError } from '../errors';
import { editOutcome, type DeviceEditResult } from './device-edit';
import { failingAs } from './device-errors';
import { toDeviceListParams } from './device-list-params';
import type { CallOptions, PageQuery } from './request-options';
import { batched, type BatchedOptions } from './support/batched';
import { walkByCursor } from './support/cursor-walk';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

export type { DeviceEditOutcome, DeviceEditResult } from './device-edit';

type Schemas = components['schemas'];
export type Device = Schemas['Device'];
export type DevicePage = Schemas['DevicePage'];
export type DeviceDetail = Schemas['DeviceDetail'];
export type DeviceInstalledPackage = Schemas['InstalledPackage'];
export type DevicePackages = Schemas['DevicePackages'];
export type DeviceProvisioningToken = Schemas['DeviceProvisioningToken'];
export type DeviceAssignment = Schemas['DeviceAssignment'];
export type UptaneComponent = Schemas['UptaneComponent'];
export type InstallationReport = Schemas['InstallationReport'];
export type InstallationReportPage = Schemas['InstallationReportPage'];
export type DeviceEvent = Schemas['DeviceEvent'];
export type DeviceEventPage = Schemas['DeviceEventPage'];
export type InstalledPackageCount = Schemas['InstalledPackageCount'];
/** The fleets of each asked device, keyed by device uuid. */
export type FleetMembership = Schemas['FleetMembership']['values'];

/** A device list query without paging, for the iterators (they page by themselves). */
export type DeviceIterationQuery = Omit<DeviceListQuery, 'offset' | 'limit'>;

export interface DeviceEventQuery extends PageQuery {
  /** Only the events of this update. */
  correlationId?: string;
}

export type DevicesResource = ReturnType<typeof createDevicesResource>;

/** The order of exact iteration: the uuid never changes, and the server seeks to a cursor. */
const BY_UUID = { sortBy: 'Uuid', sortDirection: 'Asc' } as const;
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
     * a page: each exactly once, even while devices check in, arrive or leave. With a sort,
     * pages go by offset in that order (100 a page by default).
     */
    iterateDevices(
      query: DeviceIterationQuery = {},
      options: PaginateOptions = {},
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
      return walkByCursor(
        ({ after, limit, signal }) =>
          unwrap(
            api.GET('/api/v2beta/devices', {
              params: {
                query: {
                  ...toDeviceListParams({ ...query, ...BY_UUID, offset: 0, limit }),
                  ...(after === undefined ? {} : { uuidAfter: after }),
                },
              },
              signal,
            }),
          ),
        (device) => device.deviceUuid,
        { pageSize: options.pageSize ?? MAX_PAGE_SIZE, signal: options.signal },
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

    /** The packages installed on each component of the device. */
    async listInstalledPackages(uuid: string): Promise<DeviceInstalledPackage[]> {
      requireDeviceUuid(uuid);
      return unwrap(
        api.GET('/api/v2beta/devices/{deviceId}/packages', {
          params: { path: { deviceId: uuid } },
        }),
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

    /** What the device is told to install next; empty when nothing is assigned. */
    async getUpdateAssignment(uuid: string): Promise<DeviceAssignment[]> {
      requireDeviceUuid(uuid);
      return unwrap(
        api.GET('/api/v2beta/devices/uptane/{deviceId}/assignment', {
          params: { path: { deviceId: uuid } },
        }),
      );
    },

    /**
     * The Uptane components and their installed images; undefined when the server answers
     * 404 (an unknown device, or one that has not reported its components yet; SPEC §7).
     */
    async listComponents(uuid: string): Promise<UptaneComponent[] | undefined> {
      requireDeviceUuid(uuid);
      try {
        return await unwrap(
          api.GET('/api/v2beta/devices/uptane/{deviceUuid}/components', {
            params: { path: { deviceUuid: uuid } },
          }),
        );
      } catch (error) {
        if (isFleetApiError(error) && error.status === 404) return undefined;
        throw error;
      }
    },

    /** A page of the reports the device sent at the end of its updates, newest first. */
    listInstallationReports,

    iterateInstallationReports(
      uuid: string,
      options: PaginateOptions = {},
    ): AsyncIterable<InstallationReport> {
      requireDeviceUuid(uuid);
      return paginate(
        ({ offset, limit, signal }) => listInstallationReports(uuid, { offset, limit }, { signal }),
        options,
      );
    },

    /** A page of the events the device reported during its updates, oldest first. */
    listEvents,

    iterateEvents(
      uuid: string,
      query: Omit<DeviceEventQuery, 'offset' | 'limit'> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<DeviceEvent> {
      requireDeviceUuid(uuid);
      return paginate(
        ({ offset, limit, signal }) => listEvents(uuid, { ...query, offset, limit }, { signal }),
        options,
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

    /**
     * Every device of the repository with its installed packages (those whose name contains
     * `nameContains`, when given), in pages of the server's largest size: 100,000 devices
     * take 100 requests.
     */
    iterateDevicePackages(
      query: { nameContains?: string } = {},
      options: PaginateOptions = {},
    ): AsyncIterable<DevicePackages> {
      return paginate(
        ({ offset, limit, signal }) =>
          unwrap(
            api.GET('/api/v2beta/devices/packages', {
              params: {
                query: {
                  offset,
                  limit,
                  ...(query.nameContains !== undefined && { nameContains: query.nameContains }),
                },
              },
              signal,
            }),
          ),
        { pageSize: MAX_PAGE_SIZE, ...options },
      );
    },

    /**
     * The installed packages of each asked device, in the order asked (devices the server
     * does not know are left out). Batched by URL length like fleet membership (SPEC §9).
     */
    async listPackagesOfDevices(
      deviceUuids: readonly string[],
      options: BatchedOptions = {},
    ): Promise<DevicePackages[]> {
      deviceUuids.forEach(requireDeviceUuid);
      return batched(
        deviceUuids,
        CHARS_PER_DEVICE_ID,
        async (batch, signal) =>
          (
            await unwrap(
              api.GET('/api/v2beta/devices/packages', {
                params: { query: { deviceUuid: batch, offset: 0, limit: batch.length } },
                signal,
              }),
            )
          ).values,
        (results) => results.flat(),
        options,
      );
    },

    /** How many devices have each package installed, by package id and by sha256. */
    async countInstalledPackages(query: {
      targetNames?: readonly string[];
      hashes?: readonly string[];
    }): Promise<InstalledPackageCount> {
      return unwrap(
        api.POST('/api/v2beta/devices/packages/installed-count', {
          body: { targetNames: [...(query.targetNames ?? [])], hashes: [...(query.hashes ?? [])] },
        }),
      );
    },

    /** How many devices the active repository has (hibernated ones included). */
    async countDevices(): Promise<number> {
      const { total } = await unwrap(api.GET('/api/v2beta/devices-count'));
      return total;
    },
  };

  async function listInstallationReports(
    uuid: string,
    page: PageQuery = {},
    options: CallOptions = {},
  ): Promise<InstallationReportPage> {
    requireDeviceUuid(uuid);
    validateDeviceListQuery({ offset: page.offset, limit: page.limit }); // SPEC §5 paging rule
    return failingAs('device.installationReportsFailed', () =>
      unwrap(
        api.GET('/api/v2beta/devices/installation-reports/{deviceId}', {
          params: { path: { deviceId: uuid }, query: { offset: page.offset, limit: page.limit } },
          signal: options.signal,
        }),
      ),
    );
  }

  async function listEvents(
    uuid: string,
    query: DeviceEventQuery = {},
    options: CallOptions = {},
  ): Promise<DeviceEventPage> {
    requireDeviceUuid(uuid);
    validateDeviceListQuery({ offset: query.offset, limit: query.limit }); // SPEC §5 paging rule
    return failingAs('device.updateEventsFailed', () =>
      unwrap(
        api.GET('/api/v2beta/devices/events/{deviceId}', {
          params: {
            path: { deviceId: uuid },
            query: {
              correlationId: query.correlationId,
              offset: query.offset,
              limit: query.limit,
            },
          },
          signal: options.signal,
        }),
      ),
    );
  }
}
