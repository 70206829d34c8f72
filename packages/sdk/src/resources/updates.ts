// Updates (SPEC §3 Update, §4 update cancellation, §5 validation, §7 Updates, §8 update
// initiation errors): how packages are sent to devices and fleets, and how a device's pending
// or scheduled update is cancelled. A refused initiation throws a FleetApiError whose message
// is already the SPEC §8 summary (errors.ts maps it).
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { updateInitiationErrorMessage } from '../domain/update-errors';
import {
  requireDeviceUuid,
  requireNonEmptyString,
  validateDeviceListQuery,
  validateDeviceUpdate,
  validateUpdateCreation,
} from '../domain/validation';
import type { CallOptions, PageQuery } from './request-options';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';
import { toDateTime, type DateInput } from './wire-time';

type Schemas = components['schemas'];
type UpdateRequest = Schemas['UpdateRequest'];
export type UpdateReport = Schemas['UpdateReport'];
export type UpdateReportPage = Schemas['UpdateReportPage'];
export type UpdateAffectedDevice = Schemas['UpdateAffectedDevice'];
export type UpdateNotAffectedDevice = Schemas['UpdateNotAffectedDevice'];
export type DeviceUpdate = Schemas['DeviceUpdate'];

/** SPEC §3 Update: packages for devices and for every device of fleets. */
export interface UpdateInput {
  packageIds: readonly string[];
  devices?: readonly string[];
  fleets?: readonly string[];
  /** Extras keyed by package id (a download address, metadata for the device). */
  custom?: UpdateRequest['custom'];
}

/** A device that did not take the update, with the reason a user reads (SPEC §8). */
export interface NotAffectedDevice extends UpdateNotAffectedDevice {
  reason: string;
}

/** Which targeted devices (fleets expanded) got the update, and which did not and why. */
export interface UpdateOutcome {
  /** The update's id on every device that took it (for waitForOutcome and device reports). */
  correlationId?: string;
  affected: UpdateAffectedDevice[];
  notAffected: NotAffectedDevice[];
}

export interface DeviceUpdateInput {
  packageIds: readonly string[];
  /** When the device may start; absent means now. */
  scheduledFor?: DateInput;
}

export interface UpdateReportQuery extends PageQuery {
  /** Only the reports of these devices. */
  deviceUuids?: readonly string[];
}

export interface CancelOptions {
  /** Also cancel an update the device has already fetched (it is told to drop it). */
  force?: boolean;
}

/**
 * The SPEC §8 summary of why a device did not take an update; for a code without its own
 * text, 'Unable to initiate update. Reported error: …' with what the server reported.
 */
export function notAffectedReason(device: UpdateNotAffectedDevice): string {
  const reported = Object.values(device.ecuErrors ?? {})
    .map((error) => error.description)
    .filter((description) => description.trim() !== '');
  return updateInitiationErrorMessage(
    device.code,
    reported.length > 0 ? reported.join('; ') : device.code,
  );
}

/**
 * No targeted device took the update. `message` is the SPEC §8 summary of the first device's
 * reason (with how many others were refused too); `outcome.notAffected` has every reason.
 */
export class UpdateRefusedError extends Error {
  override readonly name = 'UpdateRefusedError';
  constructor(readonly outcome: UpdateOutcome) {
    const [first, ...others] = outcome.notAffected;
    super(
      first === undefined
        ? 'The update reached no device: the fleets are empty.'
        : others.length === 0
          ? first.reason
          : `${first.reason} (and ${others.length} more device${others.length === 1 ? '' : 's'} did not take the update)`,
    );
  }
}

/**
 * The updates resource's calls, without waitForOutcome (updates-resource.ts adds it): for an
 * application that loads the waiting's code when first used (createUpdateOutcomeWaiter), or
 * never. No import of update-outcome.ts here, so a bundler can leave it out.
 */
export function createUpdateCallsResource(client: FleetClient) {
  const { api } = client;

  async function listUpdateReports(
    query: UpdateReportQuery = {},
    options: CallOptions = {},
  ): Promise<UpdateReportPage> {
    validateDeviceListQuery({
      offset: query.offset,
      limit: query.limit,
      deviceUuids: query.deviceUuids,
    });
    query.deviceUuids?.forEach(requireDeviceUuid);
    return unwrap(
      api.GET('/api/v2beta/updates', {
        params: {
          query: {
            deviceUuid: query.deviceUuids && [...query.deviceUuids],
            offset: query.offset,
            limit: query.limit,
          },
        },
        signal: options.signal,
      }),
    );
  }

  return {
    /** A page of the repository's update assignments, newest first. */
    listUpdateReports,

    iterateUpdateReports(
      query: Omit<UpdateReportQuery, 'offset' | 'limit'> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<UpdateReport> {
      validateDeviceListQuery({ deviceUuids: query.deviceUuids });
      query.deviceUuids?.forEach(requireDeviceUuid);
      return paginate(
        ({ offset, limit, signal }) => listUpdateReports({ ...query, offset, limit }, { signal }),
        options,
      );
    },

    /**
     * Sends packages to devices and to every device of fleets. Devices that cannot take the
     * update come back in `notAffected`, each with the SPEC §8 `reason`; the others got it.
     */
    async createUpdate(update: UpdateInput): Promise<UpdateOutcome> {
      validateUpdateCreation(update);
      // Validated above: packageIds is non-empty, and devices or fleets has an entry.
      const body = {
        packageIds: [...update.packageIds],
        ...(update.devices && { devices: [...update.devices] }),
        ...(update.fleets && { fleets: [...update.fleets] }),
        ...(update.custom && { custom: update.custom }),
      } as UpdateRequest;
      const result = await unwrap(api.POST('/api/v2beta/updates', { body }));
      const outcome: UpdateOutcome = {
        ...(result.correlationId && { correlationId: result.correlationId }),
        affected: result.affected,
        notAffected: result.notAffected.map((device) => ({
          ...device,
          reason: notAffectedReason(device),
        })),
      };
      if (outcome.affected.length === 0) throw new UpdateRefusedError(outcome);
      return outcome;
    },

    /** The device's scheduled updates (soonest first), then its pending assignments. */
    async listDeviceUpdates(deviceUuid: string): Promise<DeviceUpdate[]> {
      requireDeviceUuid(deviceUuid);
      return unwrap(
        api.GET('/api/v2beta/updates/devices/{deviceUuid}', {
          params: { path: { deviceUuid } },
        }),
      );
    },

    /** Sends packages to one device now, or schedules them for `scheduledFor`. */
    async createDeviceUpdate(deviceUuid: string, update: DeviceUpdateInput): Promise<DeviceUpdate> {
      validateDeviceUpdate({ deviceUuid, ...update });
      return unwrap(
        api.POST('/api/v2beta/updates/devices/{deviceUuid}', {
          params: { path: { deviceUuid } },
          body: {
            packageIds: [...update.packageIds],
            ...(update.scheduledFor !== undefined && {
              scheduledFor: toDateTime(update.scheduledFor),
            }),
          },
        }),
      );
    },

    /** Cancels a scheduled or pending update; `force` also cancels one already fetched. */
    async cancelDeviceUpdate(
      deviceUuid: string,
      updateId: string,
      options: CancelOptions = {},
    ): Promise<void> {
      requireDeviceUuid(deviceUuid);
      requireNonEmptyString(updateId, 'validation.fieldRequired', { field: 'updateId' });
      await unwrap(
        api.PATCH('/api/v2beta/updates/devices/{deviceUuid}/{updateId}', {
          params: {
            path: { deviceUuid, updateId },
            ...(options.force !== undefined && { header: { force: options.force } }),
          },
        }),
      );
    },
  };
}
