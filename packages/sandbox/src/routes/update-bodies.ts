// The wire shapes of updates (openapi/schemas/updates.yaml) from the stored records.
import type { components } from '@fleet/sdk';
import type { DeviceUpdate } from '../store/updates.js';

type Schemas = components['schemas'];

/** What the device is told to install, per component serial. */
export function assignmentBody(update: DeviceUpdate): Schemas['DeviceAssignment'] {
  const createdAt = update.assignedAt ?? update.createdAt;
  return {
    correlationId: update.correlationId,
    targets: Object.fromEntries(
      update.targets.map((target) => [
        target.serial,
        {
          image: {
            filepath: target.packageId,
            fileinfo: { hashes: { sha256: target.sha256 }, length: target.length },
          },
          uri: target.uri,
          createdAt,
        },
      ]),
    ),
    inFlight: update.inFlight,
  };
}

export const updateReportBody = (update: DeviceUpdate): Schemas['UpdateReport'] => ({
  ...assignmentBody(update),
  deviceUuid: update.deviceUuid,
});

export function deviceUpdateBody(update: DeviceUpdate): Schemas['DeviceUpdate'] {
  if (update.state !== 'Scheduled' && update.state !== 'Pending')
    throw new Error(`Update ${update.id} is ${update.state}, not open`);
  return {
    id: update.id,
    deviceUuid: update.deviceUuid,
    correlationId: update.correlationId,
    state: update.state,
    packageIds: update.packageIds,
    scheduledFor: update.scheduledFor,
    inFlight: update.inFlight,
    createdAt: update.createdAt,
  };
}
