/**
 * The metric values devices report, synthesised rather than stored: a device reports every
 * metric every five minutes on the days it is connected, from its activation to when it was
 * last seen. Each value is a deterministic function of the device uuid (itself drawn from the
 * `--seed`) and the sample time, so every call sees the same plausible history (daily load
 * cycles, temperature following CPU load, disks slowly filling) without storing millions of
 * rows, and aggregates can be worked out for any interval.
 */

export const DEVICE_METRICS = [
  'cpu-usage-percent',
  'mem-used-percent',
  'cpu-temperature',
  'disk-used-percent',
] as const;
export type DeviceMetric = (typeof DEVICE_METRICS)[number];

/** A device reports one value of every metric per interval. */
export const SAMPLE_INTERVAL_MS = 300_000;
const DAY_MS = 86_400_000;

/** What the synthesis needs of a device: its uuid and when it reported (epoch ms). */
export interface ReportingDevice {
  uuid: string;
  activatedAt: number | null;
  lastSeen: number | null;
}

/** Count, min, max and mean of the values of one metric over an interval. */
export interface MetricSummary {
  /** How many values the device reported (exact). */
  count: number;
  /** Null when nothing was reported. */
  min: number | null;
  max: number | null;
  mean: number | null;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser over two words: a well-spread 32-bit hash. */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) from two words. */
const unit = (a: number, b: number): number => mix(a, b) / 4_294_967_296;

/** Noise in [-1, 1) of one metric (`salt`) of a device (`key`) at a sample. */
const noise = (key: number, salt: number, sample: number): number =>
  unit(mix(key, salt), sample) * 2 - 1;

const round1 = (value: number): number => Math.round(value * 10) / 10;
const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

export function metricIndex(name: string): number {
  return (DEVICE_METRICS as readonly string[]).indexOf(name);
}

/** One device's reporting history. */
export class DeviceSignal {
  private readonly key: number;
  /** Share of days the device is connected. */
  private readonly reliability: number;
  /** First and last sample time (multiples of the interval), or null if it never reported. */
  private readonly first: number | null;
  private readonly last: number | null;
  private readonly activatedDay: number;
  private readonly lastSeenDay: number;
  private readonly cpuBase: number;
  private readonly memoryBase: number;
  private readonly temperatureBase: number;
  private readonly diskBase: number;
  private readonly phase: number;

  constructor(device: ReportingDevice) {
    const key = fnv1a(device.uuid);
    this.key = key;
    this.reliability = 0.55 + 0.45 * unit(key, 1);
    const { activatedAt, lastSeen } = device;
    const first =
      activatedAt === null
        ? null
        : Math.ceil(activatedAt / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;
    const last =
      lastSeen === null ? null : Math.floor(lastSeen / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;
    const reports = first !== null && last !== null && first <= last;
    this.first = reports ? first : null;
    this.last = reports ? last : null;
    this.activatedDay = Math.floor((activatedAt ?? 0) / DAY_MS);
    this.lastSeenDay = Math.floor((lastSeen ?? 0) / DAY_MS);
    this.cpuBase = 12 + 33 * unit(key, 2);
    this.memoryBase = 35 + 35 * unit(key, 3);
    this.temperatureBase = 40 + 14 * unit(key, 4);
    this.diskBase = 18 + 40 * unit(key, 5);
    this.phase = (unit(key, 6) - 0.5) * 2;
  }

  /** Connected on a day: always on its first and last day, otherwise as reliable as it is. */
  private connected(day: number): boolean {
    return (
      day === this.lastSeenDay ||
      day === this.activatedDay ||
      unit(this.key, day) < this.reliability
    );
  }

  /** The reported sample times in [from, to), as runs of consecutive samples. */
  private runs(from: number, to: number): Array<[start: number, count: number]> {
    if (this.first === null || this.last === null) return [];
    const low = Math.max(from, this.first);
    const high = Math.min(to, this.last + 1);
    const runs: Array<[number, number]> = [];
    for (let day = Math.floor(low / DAY_MS); day * DAY_MS < high; day++) {
      if (!this.connected(day)) continue;
      const start =
        Math.ceil(Math.max(low, day * DAY_MS) / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;
      const end = Math.min(high, (day + 1) * DAY_MS);
      if (start >= end) continue;
      runs.push([start, Math.floor((end - 1 - start) / SAMPLE_INTERVAL_MS) + 1]);
    }
    return runs;
  }

  /** How many samples fall in [from, to). */
  sampleCount(from: number, to: number): number {
    return this.runs(from, to).reduce((sum, [, count]) => sum + count, 0);
  }

  /** The sample times in [from, to), oldest first, at most `limit`. */
  sampleTimes(from: number, to: number, limit: number): number[] {
    const times: number[] = [];
    for (const [start, count] of this.runs(from, to)) {
      for (let i = 0; i < count && times.length < limit; i++)
        times.push(start + i * SAMPLE_INTERVAL_MS);
      if (times.length >= limit) break;
    }
    return times;
  }

  /** The value of a metric (by index in DEVICE_METRICS) at a sample time. */
  value(metric: number, time: number): number {
    // No closures here: this runs millions of times per fleet report.
    const sample = Math.floor(time / SAMPLE_INTERVAL_MS);
    const key = this.key;
    // Load peaks in the early afternoon (UTC), shifted a little per device.
    const daily = Math.sin(
      (2 * Math.PI * (time % DAY_MS)) / DAY_MS - Math.PI / 2 - 0.4 + this.phase,
    );
    const cpu = clamp(this.cpuBase + 12 * daily + 9 * noise(key, 11, sample), 1, 100);
    switch (metric) {
      case 0:
        return round1(cpu);
      case 1:
        return round1(clamp(this.memoryBase + 6 * daily + 3 * noise(key, 12, sample), 5, 98));
      case 2:
        return round1(this.temperatureBase + 0.18 * cpu + 1.2 * noise(key, 13, sample));
      case 3: {
        const daysActive = this.first === null ? 0 : Math.max(0, (time - this.first) / DAY_MS);
        return round1(
          clamp(this.diskBase + 0.04 * daysActive + 0.2 * noise(key, 14, sample), 1, 97),
        );
      }
      default:
        return Number.NaN;
    }
  }

  /**
   * Count (exact), min, max and mean of each asked metric over [from, to). The values are
   * read from at most `maxSamples` samples spread evenly over the interval, so a summary of
   * a long interval or a big fleet stays cheap; below that every sample is read.
   */
  summarize(
    metrics: readonly number[],
    from: number,
    to: number,
    maxSamples: number,
  ): MetricSummary[] {
    const runs = this.runs(from, to);
    const count = runs.reduce((sum, [, n]) => sum + n, 0);
    const stats = metrics.map(() => ({ sum: 0, read: 0, min: Infinity, max: -Infinity }));
    if (count > 0) {
      const stride = Math.max(1, Math.ceil(count / Math.max(1, maxSamples)));
      let index = 0;
      for (const [start, n] of runs) {
        // The first sample of this run that lands on the stride.
        let i = (stride - (index % stride)) % stride;
        for (; i < n; i += stride) {
          const time = start + i * SAMPLE_INTERVAL_MS;
          for (let m = 0; m < metrics.length; m++) {
            const value = this.value(metrics[m] ?? -1, time);
            const s = stats[m];
            if (!s || Number.isNaN(value)) continue;
            s.sum += value;
            s.read++;
            if (value < s.min) s.min = value;
            if (value > s.max) s.max = value;
          }
        }
        index += n;
      }
    }
    return stats.map((s) =>
      s.read === 0
        ? { count: 0, min: null, max: null, mean: null }
        : { count, min: s.min, max: s.max, mean: s.sum / s.read },
    );
  }
}
