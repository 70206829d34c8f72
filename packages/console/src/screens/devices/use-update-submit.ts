// Sends an update (SPEC §3 Update, §5: packages and a valid scheduledFor) through the SDK's
// updates store: to one device, or to many at once. Devices that did not take it come back
// with the SPEC §8 reason the SDK words; a refused request with the SDK's message. Sent as one
// mutation (useMutation): its pending and error are the form's.
import { createUpdatesStore, type Device, type NotAffectedDevice } from '@fleet/sdk';
import { useFleet, useMutation, type MutationView } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { errorText } from '../parts/error-text';

export interface UpdateRequest {
  devices: readonly Device[];
  packageIds: readonly string[];
  scheduledFor: Date | null;
}

export interface UpdateResult {
  /** How many devices took the update. */
  affected: number;
  /** Each device that did not, with why. */
  refused: Array<{ device: string; reason: string }>;
}

/** `error`: why the whole request failed (a single device's refusal is one). */
export function useUpdateSubmit(): MutationView<UpdateRequest, UpdateResult> {
  const { sdk } = useFleet();
  const [store] = useState(() => createUpdatesStore({ sdk }));
  useEffect(() => () => store.dispose(), [store]);

  const nameOf = (devices: readonly Device[], uuid: string) =>
    devices.find((device) => device.deviceUuid === uuid)?.deviceName ?? uuid;

  // One device, or a schedule: each device on its own (only that call carries scheduledFor).
  async function oneByOne({ devices, packageIds, scheduledFor }: UpdateRequest) {
    const results = await Promise.allSettled(
      devices.map((device) =>
        store.createDeviceUpdate(device.deviceUuid, {
          packageIds,
          ...(scheduledFor && { scheduledFor }),
        }),
      ),
    );
    const refused = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ device: devices[index]?.deviceName ?? '', reason: errorText(result.reason) }]
        : [],
    );
    return { affected: results.length - refused.length, refused };
  }

  async function allAtOnce({ devices, packageIds }: UpdateRequest) {
    const outcome = await store.createUpdate({
      packageIds,
      devices: devices.map((device) => device.deviceUuid),
    });
    const refused = outcome.notAffected.map((device: NotAffectedDevice) => ({
      device: nameOf(devices, device.deviceUuid),
      reason: device.reason,
    }));
    return { affected: outcome.affected.length, refused };
  }

  return useMutation(async (request: UpdateRequest) => {
    const result =
      request.devices.length === 1 || request.scheduledFor
        ? await oneByOne(request)
        : await allAtOnce(request);
    // A single device's refusal is the request's failure.
    if (request.devices.length === 1 && result.refused[0])
      throw new Error(result.refused[0].reason);
    return result;
  });
}
