// SPEC §9 top fleets chart: of the fleets fetched, the ones with the most devices.
import { TOP_FLEETS_SHOWN } from './constants.js';

/** The largest fleets by device count, ties in the order given. */
export function topFleets<F extends { deviceCount: number }>(
  fleets: readonly F[],
  count: number = TOP_FLEETS_SHOWN,
): F[] {
  return fleets
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.deviceCount - a.f.deviceCount || a.i - b.i)
    .slice(0, count)
    .map(({ f }) => f);
}
