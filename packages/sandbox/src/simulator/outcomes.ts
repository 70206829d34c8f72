import type { DeviceUpdate } from '../store/updates.js';
import { createRandom, hashSeed } from './random.js';

export type UpdateOutcome = 'success' | 'failure';

/**
 * Decides how a device's update ends. `attempt` counts the device's earlier finished
 * updates, so retrying a failed update may succeed.
 */
export type OutcomeRule = (update: DeviceUpdate, attempt: number) => UpdateOutcome;

/** About one update in ten fails: rare, but the Error status shows up in every demo. */
export const FAILURE_RATE = 0.1;

/**
 * Demo packages with a known failure rate (docs/rollouts.md): the canary of the sensor
 * gateway fails on about a third of the devices, so a rollout with a 20 % threshold aborts.
 */
export const PACKAGE_FAILURE_RATES: Readonly<Record<string, number>> = {
  'sensor-gateway-canary-2.0.0': 1 / 3,
};

const failureRateOf = (packageIds: readonly string[]): number =>
  Math.max(FAILURE_RATE, ...packageIds.map((id) => PACKAGE_FAILURE_RATES[id] ?? 0));

/**
 * The default rule: a draw seeded by the seed, the device, its packages and the attempt, so
 * the same seed and the same updates end the same way whatever order the devices run in.
 */
export function seededOutcomes(seed: number): OutcomeRule {
  return (update, attempt) =>
    createRandom(hashSeed(seed, update.deviceUuid, ...update.packageIds, String(attempt))).next() <
    failureRateOf(update.packageIds)
      ? 'failure'
      : 'success';
}
