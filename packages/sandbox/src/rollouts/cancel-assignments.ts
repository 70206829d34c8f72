// An aborted rollout takes back the assignments it made that no device has fetched yet; those
// in progress finish (a device mid-install is not interrupted). The devices get the status
// they had before, as when a user cancels an update.
import type { SandboxContext } from '../context.js';
import type { StoredRollout } from '../store/rollouts.js';
import { setUpdateStatus } from '../updates/device-status.js';

export async function cancelUnfetched(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  rollout: StoredRollout,
  now: string,
): Promise<number> {
  const { stores } = context;
  let cancelled = 0;
  for (const { deviceUuid, updateId } of await stores.rollouts.unfetchedUpdates(rollout.id)) {
    const result = await stores.updates.cancel(rollout.repositoryId, deviceUuid, updateId, {
      force: false,
      at: now,
    });
    if (result?.outcome !== 'cancelled') continue;
    cancelled++;
    await setUpdateStatus(context, deviceUuid, result.update.previousStatus, now);
  }
  return cancelled;
}
