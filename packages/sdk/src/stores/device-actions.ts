// What a user does to a device from the list or its page (SPEC §4): hibernate or wake it,
// delete it, cancel its update. Each is a keyed mutation (by device uuid) whose pending is the
// device's transient flag while the server works; success updates the list and the device
// page, failure clears the flag and rethrows the error (the resources already word it as SPEC
// §8 says), so the caller can show it.
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { FleetSdk } from '../fleet';
import type { CancelOptions } from '../resources/updates';
import type { DeviceDetailStore } from './device-detail';
import { createKeyedMutation } from './mutation';
import { reloadAfterChange } from './support/reload-after-change';
import type { DevicesStore } from './devices';

/** SPEC §3 transient flags of a device. */
export interface DeviceTransientFlags {
  hibernating: boolean;
  wakingUp: boolean;
  deleting: boolean;
  cancelingUpdate: boolean;
}

export const NO_TRANSIENT_FLAGS: Readonly<DeviceTransientFlags> = Object.freeze({
  hibernating: false,
  wakingUp: false,
  deleting: false,
  cancelingUpdate: false,
});

export interface DeviceActionsStoreDeps {
  sdk: Pick<FleetSdk, 'devices' | 'updates'>;
  /** The device list to update when an action succeeds. */
  devices?: Pick<DevicesStore, 'patchDevice' | 'removeDevice'>;
  /** The device page to update when an action on its device succeeds. */
  detail?: Pick<DeviceDetailStore, 'uuid' | 'patchDevice' | 'close' | 'refreshUpdates'>;
}

export type DeviceActionsStore = ReturnType<typeof createDeviceActionsStore>;

export function createDeviceActionsStore(deps: DeviceActionsStoreDeps) {
  const { sdk, devices, detail } = deps;

  const hibernation = (hibernated: boolean) =>
    createKeyedMutation(async (uuid: string) => {
      await sdk.devices.setHibernation(uuid, hibernated);
      devices?.patchDevice(uuid, { hibernated });
      detail?.patchDevice(uuid, { hibernated });
    });
  const hibernate = hibernation(true);
  const wakeUp = hibernation(false);
  const remove = createKeyedMutation(async (uuid: string) => {
    await sdk.devices.deleteDevice(uuid);
    devices?.removeDevice(uuid);
    if (detail?.uuid.peek() === uuid) detail.close();
  });
  const cancel = createKeyedMutation(
    async (uuid: string, update: { updateId: string; options: CancelOptions }) => {
      await sdk.updates.cancelDeviceUpdate(uuid, update.updateId, update.options);
      if (detail?.uuid.peek() === uuid) await reloadAfterChange(detail.refreshUpdates());
    },
  );

  const flags = computed<ReadonlyMap<string, DeviceTransientFlags>>(() => {
    const byFlag = {
      hibernating: hibernate.pending.value,
      wakingUp: wakeUp.pending.value,
      deleting: remove.pending.value,
      cancelingUpdate: cancel.pending.value,
    };
    const uuids = new Set(Object.values(byFlag).flatMap((pending) => [...pending]));
    return new Map(
      [...uuids].map((uuid) => [
        uuid,
        {
          hibernating: byFlag.hibernating.has(uuid),
          wakingUp: byFlag.wakingUp.has(uuid),
          deleting: byFlag.deleting.has(uuid),
          cancelingUpdate: byFlag.cancelingUpdate.has(uuid),
        },
      ]),
    );
  });

  return {
    /** The flags of devices with an action under way, by uuid (absent: none). */
    flags: flags as ReadonlySignal<ReadonlyMap<string, DeviceTransientFlags>>,
    /** The flags of one device (reading it subscribes a computed or effect). */
    flagsOf(uuid: string): DeviceTransientFlags {
      return flags.value.get(uuid) ?? NO_TRANSIENT_FLAGS;
    },
    /** Whether any device has an action under way. */
    busy: computed(() => flags.value.size > 0),

    /**
     * Hibernates (`true`) or wakes (`false`) a device through the server. It shows hibernating
     * or wakingUp meanwhile and ends as hibernated true or false; on failure the flag clears
     * and the error ('An error occurred while setting the device hibernation mode.' unless the
     * server said more) is rethrown.
     */
    setHibernation(uuid: string, hibernated: boolean): Promise<void> {
      return (hibernated ? hibernate : wakeUp).run(uuid, undefined);
    },

    /**
     * Deletes a device: deleting while the server works, then off the list (and the device
     * page closes if it showed it). A failure clears the flag and rethrows ('An error occurred
     * while deleting the device.' unless the server said more).
     */
    deleteDevice(uuid: string): Promise<void> {
      return remove.run(uuid, undefined);
    },

    /**
     * Cancels a device's pending or scheduled update (`force` also one it already fetched);
     * cancelingUpdate meanwhile, then the device page reloads its updates. A failure clears the
     * flag and rethrows.
     */
    cancelUpdate(uuid: string, updateId: string, options: CancelOptions = {}): Promise<void> {
      return cancel.run(uuid, { updateId, options });
    },
  };
}
