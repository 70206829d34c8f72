// How many devices each phase of a rollout picks (docs/rollouts.md). A phase takes a share
// (`percent`) or a number (`count`) of the targets no earlier phase picked; the last phase
// takes all that remain, so the phases together cover every target exactly once.
import type { components } from '../../api/schema';

export type PhaseSize = components['schemas']['RolloutPhaseSize'];

/** The devices one phase picks from `remaining`: a percentage rounds up, never past what is left. */
export function phaseSize(size: PhaseSize, remaining: number): number {
  if (remaining <= 0) return 0;
  const wanted = 'percent' in size ? Math.ceil((remaining * size.percent) / 100) : size.count;
  return Math.min(Math.max(wanted, 1), remaining);
}

/** The number of devices of each phase for `total` targets; they add up to `total`. */
export function phaseSizes(sizes: readonly PhaseSize[], total: number): number[] {
  let remaining = total;
  return sizes.map((size, index) => {
    const picked = index === sizes.length - 1 ? remaining : phaseSize(size, remaining);
    remaining -= picked;
    return picked;
  });
}
