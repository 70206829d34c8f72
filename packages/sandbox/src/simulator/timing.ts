import type { Random } from './random.js';

/** A span of simulated time in milliseconds, picked uniformly between its ends. */
export type Span = readonly [min: number, max: number];

/** How long things take for a simulated device, at rate 1 (real time). */
export const TIMING = {
  /** Between two rounds of the simulator. */
  tick: [700, 1300],
  /** Until an assigned device checks in and fetches its update. */
  fetch: [1000, 5000],
  download: [2000, 6000],
  install: [2000, 5000],
  /** From an applied installation to the device's report after its reboot. */
  reboot: [1000, 4000],
  /** Until an unreachable device (offline, hibernated) is looked at again. */
  recheck: [120_000, 300_000],
} as const satisfies Record<string, Span>;

/** The shortest real pause between rounds, so a very fast rate does not spin. */
const MIN_TICK_MS = 10;

/**
 * Real milliseconds for a span of simulated time at `rate` (1 is real time; a rate of 0, a
 * stopped simulator driven by hand, counts as 1).
 */
export function realDelay(span: Span, rate: number, random: Random): number {
  const simulated = span[0] + random.next() * (span[1] - span[0]);
  return simulated / (rate > 0 ? rate : 1);
}

export const tickDelay = (rate: number, random: Random): number =>
  Math.max(MIN_TICK_MS, realDelay(TIMING.tick, rate, random));
