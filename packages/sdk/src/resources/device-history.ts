// What a device reports of its updates (SPEC §7 Devices, §8 device errors): the assignment it
// is told to install next, its Uptane components, its installation reports and update events.
// A resource of its own so that the devices resource does not carry it; `createFleet` joins
// both into `fleet.devices`.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { requireDeviceUuid, validateDeviceListQuery } from '../domain/validation';
import { isFleetApiError } from '../errors';
import { failingAs } from './device-errors';
import type { CallOptions, PageQuery } from './request-options';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type DeviceAssignment = Schemas['DeviceAssignment'];
export type UptaneComponent = Schemas['UptaneComponent'];
export type InstallationReport = Schemas['InstallationReport'];
export type InstallationReportPage = Schemas['InstallationReportPage'];
export type DeviceEvent = Schemas['DeviceEvent'];
export type DeviceEventPage = Schemas['DeviceEventPage'];

export interface DeviceEventQuery extends PageQuery {
  /** Only the events of this update. */
  correlationId?: string;
}

export type DeviceHistoryResource = ReturnType<typeof createDeviceHistoryResource>;

export function createDeviceHistoryResource(client: FleetClient) {
  const { api } = client;

  return {
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
