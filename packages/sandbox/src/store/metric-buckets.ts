import type { MetricInterval } from './metrics.js';

/** Samples read per device series, and at most per device of an outlier search or report. */
export const DEVICE_SAMPLE_BUDGET = 50_000;
const PER_DEVICE_SAMPLE_BUDGET = 2_000;
/** Values read per outlier search or report, spread over the fleet's devices. */
const FLEET_SAMPLE_BUDGET = 1_000_000;
/** Device-bucket cells worked out per fleet series; bigger fleets are sampled (see below). */
export const FLEET_CELL_BUDGET = 100_000;
/** Values read per fleet series, spread over its cells (1 to 12 per cell). */
export const FLEET_VALUE_BUDGET = 600_000;

/** The start of each of `resolution` buckets splitting [from, to), and the bucket length. */
export function buckets(
  { from, to }: MetricInterval,
  resolution: number,
): { starts: number[]; length: number } {
  const span = to - from;
  const starts = Array.from(
    { length: resolution },
    (_, i) => from + Math.floor((i * span) / resolution),
  );
  return { starts, length: span / resolution };
}

/** An ISO 8601 duration such as `PT7M12S` for a bucket length in milliseconds. */
export function isoDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, milliseconds) / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.round((totalSeconds % 60) * 1000) / 1000;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${parts || '0S'}`;
}

/** Samples to read per device when `devices` share the fleet budget. */
export const perDeviceSamples = (devices: number, metrics = 1): number =>
  Math.min(
    PER_DEVICE_SAMPLE_BUDGET,
    Math.max(1, Math.floor(FLEET_SAMPLE_BUDGET / Math.max(1, devices * metrics))),
  );

/** Rounded to two decimals, as the metric calls answer values. */
export const round2 = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100) / 100;
