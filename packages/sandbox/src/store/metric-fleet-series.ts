import {
  FLEET_CELL_BUDGET,
  FLEET_VALUE_BUDGET,
  buckets,
  isoDuration,
  round2,
} from './metric-buckets.js';
import type { MetricDevice } from './metric-devices.js';
import { metricIndex, type MetricSummary } from './metric-samples.js';
import type { MetricInterval, MetricSeriesSet } from './metrics.js';

/**
 * `{metric}-count/-avg/-max/-min` per bucket over a fleet's devices (those that can have
 * reported in the interval).
 */
export function fleetSeriesOf(
  all: readonly MetricDevice[],
  query: MetricInterval & { metrics: readonly string[]; resolution: number },
): MetricSeriesSet {
  const names = [...new Set(query.metrics)];
  const indexes = names.map(metricIndex);
  const { starts, length } = buckets(query, query.resolution);
  // A fleet too big to work out cell by cell is estimated from every n-th device, its
  // counts scaled back up by n.
  const every = Math.max(1, Math.ceil((all.length * starts.length) / FLEET_CELL_BUDGET));
  const devices = all.filter((_, i) => i % every === 0);
  const perCell = Math.min(
    12,
    Math.max(
      1,
      Math.floor(FLEET_VALUE_BUDGET / Math.max(1, devices.length * starts.length * names.length)),
    ),
  );
  const cells = starts.map(() =>
    names.map(() => ({ devices: 0, sum: 0, values: 0, min: Infinity, max: -Infinity })),
  );
  for (const device of devices) {
    starts.forEach((start, b) => {
      const summaries = device.signal.summarize(indexes, start, starts[b + 1] ?? query.to, perCell);
      summaries.forEach((summary: MetricSummary, m) => {
        const cell = cells[b]?.[m];
        if (!cell || summary.count === 0 || summary.mean === null) return;
        cell.devices++;
        cell.sum += summary.mean * summary.count;
        cell.values += summary.count;
        cell.min = Math.min(cell.min, summary.min ?? Infinity);
        cell.max = Math.max(cell.max, summary.max ?? -Infinity);
      });
    });
  }
  const aggregation = (method: 'Count' | 'Average' | 'Max' | 'Min') => ({
    aggregation: { bucket: isoDuration(length), method },
  });
  return {
    series: names.flatMap((name, m) => {
      const column = cells.map((row) => row[m]);
      const point = (i: number, value: number | null) => ({
        _1: starts[i] ?? query.from,
        _2: value,
      });
      return [
        {
          name: `${name}-count`,
          meta: aggregation('Count'),
          points: column.map((cell, i) => point(i, (cell?.devices ?? 0) * every)),
        },
        {
          name: `${name}-avg`,
          meta: aggregation('Average'),
          points: column.map((cell, i) =>
            point(i, cell?.values ? round2(cell.sum / cell.values) : null),
          ),
        },
        {
          name: `${name}-max`,
          meta: aggregation('Max'),
          points: column.map((cell, i) => point(i, cell?.values ? cell.max : null)),
        },
        {
          name: `${name}-min`,
          meta: aggregation('Min'),
          points: column.map((cell, i) => point(i, cell?.values ? cell.min : null)),
        },
      ];
    }),
  };
}
