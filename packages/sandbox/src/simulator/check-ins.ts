import { deviceSeen } from '../updates/live-messages.js';
import { nowIso, type SimulationEnv } from './environment.js';
import { isReachable } from './presence.js';

/** At most this many devices check in per round, so 100,000 devices never flood the database. */
export const CHECK_INS_PER_TICK = 20;
/** A device's turn is sometimes skipped, so check-ins do not arrive like clockwork. */
const SKIP_CHANCE = 0.25;

/**
 * One round of check-ins: the next devices in uuid order after `cursor` (wrapping round), of
 * which the reachable ones record a contact and tell the console (DeviceSeen). Returns the
 * cursor for the next round.
 */
export async function runCheckIns(env: SimulationEnv, cursor: string): Promise<string> {
  const { stores, live } = env.context;
  const round = await stores.devices.listCheckInRound(cursor, CHECK_INS_PER_TICK);
  const at = nowIso(env);
  const checkingIn = round.filter(
    (device) => isReachable(device, env.onlineSince) && env.random.next() >= SKIP_CHANCE,
  );
  // The round's contacts in one transaction.
  for (const device of await stores.devices.markSeenMany(
    checkingIn.map((device) => device.deviceUuid),
    at,
  ))
    live.publish(device.repositoryId, deviceSeen(device.deviceUuid, at));
  const last = round.at(-1);
  return round.length < CHECK_INS_PER_TICK || !last ? '' : last.deviceUuid;
}
