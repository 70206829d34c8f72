// Initiating and cancelling updates (SPEC §2 /devices/update, /fleets/{id}/update, package
// install; §3 Update; §4 update cancellation; §8 update initiation errors): the outcome of the
// last update sent — which devices took it and, for the others, the reason a user reads — and
// the pending and scheduled updates of one device.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { requireDeviceUuid } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import {
  UpdateRefusedError,
  type CancelOptions,
  type DeviceUpdate,
  type DeviceUpdateInput,
  type UpdateInput,
  type UpdateOutcome,
} from '../resources/updates';
import { createKeyedMutation } from './mutation';
import { asyncState } from './support/async-state';
import { reloadAfterChange } from './support/reload-after-change';

export interface UpdatesStoreDeps {
  sdk: Pick<FleetSdk, 'updates'>;
}

export type UpdatesStore = ReturnType<typeof createUpdatesStore>;

export function createUpdatesStore(deps: UpdatesStoreDeps) {
  const { updates } = deps.sdk;
  const outcome = asyncState<UpdateOutcome>();
  const deviceUuid = signal<string | undefined>(undefined);
  const deviceUpdates = asyncState<DeviceUpdate[]>();
  const reloadDeviceUpdates = (uuid: string) =>
    deviceUuid.peek() === uuid
      ? deviceUpdates.run(() => updates.listDeviceUpdates(uuid))
      : undefined;

  // Keyed by update id: an update is being cancelled while its mutation is pending.
  const canceling = createKeyedMutation(
    async (updateId: string, target: { uuid: string; options: CancelOptions }) => {
      await updates.cancelDeviceUpdate(target.uuid, updateId, target.options);
    },
  );

  return {
    /**
     * The last update sent: `affected` devices took it; each of `notAffected` has the SPEC §8
     * `reason` (for example 'Unable to initiate update. Reported error: …').
     */
    outcome,
    /** The device whose updates `deviceUpdates` holds. */
    deviceUuid: deviceUuid as ReadonlySignal<string | undefined>,
    /** Its scheduled updates (soonest first), then its pending assignment. */
    deviceUpdates,
    /** Ids of updates being cancelled. */
    canceling: canceling.pending,

    /**
     * Sends packages to devices and to every device of fleets. Resolves with the outcome (also
     * kept in `outcome`); a refused request rejects, with its error kept in `outcome.error`.
     */
    createUpdate(update: UpdateInput): Promise<UpdateOutcome> {
      // A screen shows every device's reason, also when none took the update.
      return outcome.run(() =>
        updates.createUpdate(update).catch((error: unknown) => {
          if (error instanceof UpdateRefusedError) return error.outcome;
          throw error;
        }),
      );
    },
    /** Sends packages to one device now or at `scheduledFor`; its update list reloads. */
    async createDeviceUpdate(uuid: string, update: DeviceUpdateInput): Promise<DeviceUpdate> {
      const created = await updates.createDeviceUpdate(uuid, update);
      await reloadAfterChange(reloadDeviceUpdates(uuid));
      return created;
    },
    /** Shows the pending and scheduled updates of a device. */
    loadDeviceUpdates(uuid: string): Promise<DeviceUpdate[]> {
      requireDeviceUuid(uuid);
      deviceUuid.value = uuid;
      return deviceUpdates.run(() => updates.listDeviceUpdates(uuid));
    },
    /**
     * Cancels a device's update (`force` also one it already fetched); the update list of that
     * device reloads. A failure rethrows.
     */
    async cancelDeviceUpdate(
      uuid: string,
      updateId: string,
      options: CancelOptions = {},
    ): Promise<void> {
      await canceling.run(updateId, { uuid, options });
      await reloadAfterChange(reloadDeviceUpdates(uuid));
    },
    /** Forgets the last outcome (a new update form). */
    clearOutcome(): void {
      outcome.abort();
      outcome.set(undefined);
    },
    dispose(): void {
      outcome.abort();
      deviceUpdates.abort();
    },
  };
}
