import type { SandboxContext } from '../context.js';
import type { Device } from '../store/devices.js';
import type { StoredPackage } from '../store/packages.js';
import type { DeviceUpdate } from '../store/updates.js';
import { newCorrelationId } from './correlation-id.js';
import { componentsOfDevices } from './device-components.js';
import { setUpdateStatus } from './device-status.js';
import {
  decideUpdate,
  packagesByHardwareId,
  type UpdateCandidate,
  type UpdateDecision,
} from './initiation.js';

export type NotAffected = Extract<UpdateDecision, { affected: false }>;

export interface InitiatedUpdate {
  correlationId: string;
  affected: Array<{ device: Device; update: DeviceUpdate }>;
  notAffected: Array<{ device: Device; reason: NotAffected }>;
}

const PENDING_RACE: NotAffected = {
  affected: false,
  code: 'ecu_assignment_exists',
  description: 'The device received another update meanwhile; cancel it or wait for its report.',
  ecuErrors: {},
};

/**
 * Sends packages to devices now (they go Outdated: update pending) or at `scheduledFor`
 * (UpdateScheduled). Devices that cannot take them are left untouched, with the reason.
 * Throws AmbiguousComponent when two packages install to the same hardware id.
 */
export async function initiateUpdate(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  repositoryId: string,
  request: {
    devices: readonly Device[];
    packages: readonly StoredPackage[];
    scheduledFor: string | null;
    now: string;
    /** The correlation id to give it (a rollout's phase); a new one by default. */
    correlationId?: string;
  },
): Promise<InitiatedUpdate> {
  const { stores } = context;
  const byHardwareId = packagesByHardwareId(request.packages);
  const open = new Map(
    (
      await stores.updates.openOf(
        repositoryId,
        request.devices.map((device) => device.deviceUuid),
      )
    ).map((update) => [update.deviceUuid, update]),
  );

  const components = await componentsOfDevices(
    stores,
    repositoryId,
    request.devices.map((device) => device.deviceUuid),
  );
  const correlationId = request.correlationId ?? newCorrelationId();
  const result: InitiatedUpdate = { correlationId, affected: [], notAffected: [] };
  const toCreate: Array<{ device: Device; decision: Extract<UpdateDecision, { affected: true }> }> =
    [];
  for (const device of request.devices) {
    const candidate: UpdateCandidate = {
      deviceUuid: device.deviceUuid,
      components: components.get(device.deviceUuid) ?? [],
      openUpdate: open.get(device.deviceUuid),
    };
    const decision = decideUpdate(candidate, byHardwareId);
    if (decision.affected) toCreate.push({ device, decision });
    else result.notAffected.push({ device, reason: decision });
  }

  const created = new Map(
    (
      await stores.updates.create(
        toCreate.map(({ device, decision }) => ({
          repositoryId,
          deviceUuid: device.deviceUuid,
          correlationId,
          packageIds: request.packages.map((pkg) => pkg.packageId),
          targets: decision.targets,
          scheduledFor: request.scheduledFor,
          previousStatus: device.deviceStatus,
          createdAt: request.now,
        })),
      )
    ).map((update) => [update.deviceUuid, update]),
  );
  const status = request.scheduledFor === null ? 'Outdated' : 'UpdateScheduled';
  for (const { device } of toCreate) {
    const update = created.get(device.deviceUuid);
    if (!update) {
      result.notAffected.push({ device, reason: PENDING_RACE });
      continue;
    }
    result.affected.push({ device, update });
    await setUpdateStatus(context, device.deviceUuid, status, request.now);
  }
  return result;
}
