// Starting a phase: its devices are assigned the rollout's packages through the same path as
// any update (src/updates/initiate.ts), so SPEC §8 decides which are not affected and why.
// Idempotent: a device is handled once, and an assignment made before a restart (it carries
// the phase's correlation id) is found again instead of made twice.
import { createHash } from 'node:crypto';
import type { SandboxContext } from '../context.js';
import type { StoredRollout } from '../store/rollouts.js';
import { initiateUpdate } from '../updates/initiate.js';
import { packagesOf } from '../updates/update-targets.js';

/** The correlation id of a phase's assignments: the same on every try, in the director's form. */
export function phaseCorrelationId(rolloutId: string, phase: number): string {
  const hex = createHash('sha256').update(`${rolloutId}:${phase}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `urn:here-ota:mtu:${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Assigns the phase's devices not handled yet; returns how many it handled. */
export async function assignPhase(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  rollout: StoredRollout,
  phase: number,
  now: string,
): Promise<number> {
  const { stores } = context;
  const uuids = await stores.rollouts.unhandled(rollout.id, phase);
  if (uuids.length === 0) return 0;
  const correlationId = phaseCorrelationId(rollout.id, phase);

  // Assignments of this phase made before a restart: link them, assign nobody twice.
  const earlier = (await stores.updates.openOf(rollout.repositoryId, uuids)).filter(
    (update) => update.correlationId === correlationId,
  );
  await stores.rollouts.markHandled(
    rollout.id,
    earlier.map((update) => ({ deviceUuid: update.deviceUuid, updateId: update.id, code: null })),
    now,
  );
  const linked = new Set(earlier.map((update) => update.deviceUuid));
  const rest = uuids.filter((uuid) => !linked.has(uuid));
  if (rest.length === 0) return linked.size;

  const [devices, packages] = await Promise.all([
    // Devices deleted meanwhile have left the rollout with their rows.
    stores.devices
      .list(
        rollout.repositoryId,
        { deviceUuids: rest },
        { sortBy: 'Uuid', sortDirection: 'Asc' },
        { offset: 0, limit: rest.length },
      )
      .then((page) => page.values),
    packagesOf(stores, rollout.repositoryId, rollout.packageIds),
  ]);
  const result = await initiateUpdate(context, rollout.repositoryId, {
    devices,
    packages,
    scheduledFor: null,
    now,
    correlationId,
  });
  await stores.rollouts.markHandled(
    rollout.id,
    [
      ...result.affected.map(({ device, update }) => ({
        deviceUuid: device.deviceUuid,
        updateId: update.id,
        code: null,
      })),
      ...result.notAffected.map(({ device, reason }) => ({
        deviceUuid: device.deviceUuid,
        updateId: null,
        code: reason.code,
      })),
    ],
    now,
  );
  return linked.size + result.affected.length + result.notAffected.length;
}
