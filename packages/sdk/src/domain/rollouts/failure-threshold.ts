// The failure threshold of a phase (docs/rollouts.md). The failure rate is failed ÷ finished,
// where finished counts succeeded and failed devices only: devices not affected never started
// and cancelled ones never ended, so neither counts. The rollout aborts when the rate is above
// the threshold; the verdict is given as soon as it is certain — while devices still work, if
// even their all succeeding could not bring the rate back to the threshold — never later.

/** Where the devices of a phase that took the update stand. */
export interface PhaseOutcomes {
  /** Assigned, still working (pending or in progress). */
  open: number;
  succeeded: number;
  failed: number;
}

/** `exceeded`: abort now. `within`: the phase can no longer cross it. `open`: not known yet. */
export type ThresholdVerdict = 'exceeded' | 'within' | 'open';

/**
 * Whether failed ÷ (succeeded + failed) ends above `thresholdPercent`. The lowest rate still
 * possible is failed ÷ (finished + open) (every open device succeeds), the highest
 * (failed + open) ÷ (finished + open); a phase with no device that took the update is within.
 */
export function thresholdVerdict(
  outcomes: PhaseOutcomes,
  thresholdPercent: number,
): ThresholdVerdict {
  const { open, succeeded, failed } = outcomes;
  const all = open + succeeded + failed;
  if (all === 0) return 'within';
  // Compared in integers where the threshold is one: rate > X% ⇔ failed · 100 > X · all.
  if (failed * 100 > thresholdPercent * all) return 'exceeded';
  if ((failed + open) * 100 <= thresholdPercent * all) return 'within';
  return 'open';
}

/** The failure rate in percent of the finished devices, or null when none finished. */
export function failureRate(outcomes: Pick<PhaseOutcomes, 'succeeded' | 'failed'>): number | null {
  const finished = outcomes.succeeded + outcomes.failed;
  return finished === 0 ? null : (outcomes.failed * 100) / finished;
}
