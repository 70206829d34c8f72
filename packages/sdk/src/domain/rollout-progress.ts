// How far a rollout has got (docs/rollouts.md), as its list, its page and
// <fleet-rollout-progress> say it: a phase's finished devices (they will not change any more:
// succeeded, failed, not affected or cancelled) and the whole rollout's finished ÷ targeted.
import type { components } from '../api/schema';

type PhaseCounts = components['schemas']['RolloutPhaseCounts'];
type RolloutDeviceOutcome = components['schemas']['RolloutDeviceOutcome'];

/**
 * The outcomes of a phase's devices (each a count of the phase and a device's `outcome`), in
 * the order a progress bar shows them; together they are the phase's targeted devices.
 */
export const ROLLOUT_OUTCOMES = [
  'succeeded',
  'failed',
  'inProgress',
  'pending',
  'waiting',
  'notAffected',
  'cancelled',
] as const satisfies readonly (keyof PhaseCounts & RolloutDeviceOutcome)[];

export type RolloutOutcome = (typeof ROLLOUT_OUTCOMES)[number];

/** Devices of a phase that will not change any more. */
export function finishedInPhase(counts: PhaseCounts): number {
  return counts.succeeded + counts.failed + counts.notAffected + counts.cancelled;
}

export interface RolloutTotals {
  targeted: number;
  finished: number;
  /** finished ÷ targeted; 0 while nothing is targeted. */
  share: number;
}

/**
 * Over every phase. Until the last phase has picked its devices, the rollout's own count of
 * targeted devices is the whole (a draft counts none).
 */
export function rolloutTotals(rollout: {
  targetedDevices: number;
  phases: readonly { counts: PhaseCounts }[];
}): RolloutTotals {
  const finished = rollout.phases.reduce((sum, phase) => sum + finishedInPhase(phase.counts), 0);
  const picked = rollout.phases.reduce((sum, phase) => sum + phase.counts.targeted, 0);
  const targeted = Math.max(rollout.targetedDevices, picked);
  return { targeted, finished, share: targeted === 0 ? 0 : finished / targeted };
}
