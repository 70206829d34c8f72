import type { components } from '@fleet/sdk';
import type { SqlClient } from '../db/sql-client.js';
import { caseless } from './sql-dialect.js';
import { createSqlFleetStore, fleetMemberSource } from './fleets.js';
import {
  DEVICE_SAMPLE_BUDGET,
  buckets,
  isoDuration,
  perDeviceSamples,
  round2,
} from './metric-buckets.js';
import { toMetricDevice, type MetricDevice } from './metric-devices.js';
import { fleetSeriesOf } from './metric-fleet-series.js';
import { DEVICE_METRICS, SAMPLE_INTERVAL_MS, metricIndex } from './metric-samples.js';

export { isoDuration } from './metric-buckets.js';

type Schemas = components['schemas'];
export type MetricNamePage = Schemas['MetricNamePage'];
export type MetricSeriesSet = Schemas['MetricSeriesSet'];
export type MetricSeries = Schemas['MetricSeries'];
export type FleetMetricOutliers = Schemas['FleetMetricOutliers'];
export type FleetMetricReport = Schemas['FleetMetricReport'];

/** An interval in Unix epoch milliseconds, `from` < `to`. */
export interface MetricInterval {
  from: number;
  to: number;
}

export interface OutlierQuery extends MetricInterval {
  metric: string;
  above?: number;
  below?: number;
  /** 2 when absent. */
  deviations?: number;
}

export interface MetricStore {
  /** The metrics the repository's devices report (within the interval, when given). */
  metricNames(repositoryId: string, interval?: MetricInterval): Promise<MetricNamePage>;
  /** Bucketed means per metric; undefined for an unknown device. */
  deviceSeries(
    repositoryId: string,
    deviceUuid: string,
    query: MetricInterval & { metrics?: readonly string[]; resolution: number },
  ): Promise<MetricSeriesSet | undefined>;
  /** Raw values per metric, oldest first, at most `limit` each; undefined for an unknown device. */
  deviceSamples(
    repositoryId: string,
    deviceUuid: string,
    query: MetricInterval & { metrics?: readonly string[]; limit: number },
  ): Promise<MetricSeriesSet | undefined>;
  /** `{metric}-count/-avg/-max/-min` per bucket over the fleet; undefined for an unknown fleet. */
  fleetSeries(
    repositoryId: string,
    fleetId: string,
    query: MetricInterval & { metrics: readonly string[]; resolution: number },
  ): Promise<MetricSeriesSet | undefined>;
  fleetOutliers(
    repositoryId: string,
    fleetId: string,
    query: OutlierQuery,
  ): Promise<FleetMetricOutliers | undefined>;
  fleetReport(
    repositoryId: string,
    fleetId: string,
    query: MetricInterval & { metrics: readonly string[] },
  ): Promise<FleetMetricReport | undefined>;
}

export function createSqlMetricStore(db: SqlClient): MetricStore {
  const fleets = createSqlFleetStore(db);

  const findDevice = async (
    repositoryId: string,
    uuid: string,
  ): Promise<MetricDevice | undefined> => {
    const row = await db.get(
      'SELECT uuid, name, activated_at, last_seen FROM devices WHERE uuid = ? AND repository_id = ?',
      [uuid, repositoryId],
    );
    return row && toMetricDevice(row);
  };

  /** The fleet's devices by name; with an interval, only those that can have reported in it. */
  const fleetDevices = async (
    repositoryId: string,
    fleetId: string,
    interval?: MetricInterval,
  ): Promise<MetricDevice[] | undefined> => {
    const fleet = await fleets.find(repositoryId, fleetId);
    if (!fleet) return undefined;
    const members = fleetMemberSource(fleet, repositoryId);
    // Unary plus: these filter the members found; they must not pick the index to walk.
    const reported = interval ? 'AND +d.activated_at < ? AND +d.last_seen >= ?' : '';
    return (
      await db.all(
        `SELECT d.uuid, d.name, d.activated_at, d.last_seen FROM ${members.sql} ${reported}
         ORDER BY ${caseless(db, 'd.name')}, d.uuid`,
        [
          ...members.params,
          ...(interval
            ? [new Date(interval.to).toISOString(), new Date(interval.from).toISOString()]
            : []),
        ],
      )
    ).map(toMetricDevice);
  };

  const askedMetrics = (metrics: readonly string[] | undefined): string[] =>
    metrics && metrics.length ? [...new Set(metrics)] : [...DEVICE_METRICS];

  return {
    async metricNames(repositoryId, interval) {
      const row = interval
        ? await db.get(
            `SELECT 1 AS reported FROM devices WHERE repository_id = ? AND activated_at < ?
               AND last_seen >= ? LIMIT 1`,
            [
              repositoryId,
              new Date(interval.to).toISOString(),
              new Date(interval.from).toISOString(),
            ],
          )
        : await db.get(
            `SELECT 1 AS reported FROM devices WHERE repository_id = ? AND activated_at IS NOT NULL
               AND last_seen IS NOT NULL LIMIT 1`,
            [repositoryId],
          );
      const values = row ? [...DEVICE_METRICS] : [];
      return { total: values.length, offset: 0, limit: values.length, values };
    },

    async deviceSeries(repositoryId, deviceUuid, query) {
      const device = await findDevice(repositoryId, deviceUuid);
      if (!device) return undefined;
      const names = askedMetrics(query.metrics);
      const indexes = names.map(metricIndex);
      const { starts, length } = buckets(query, query.resolution);
      const perBucket = Math.max(1, Math.floor(DEVICE_SAMPLE_BUDGET / starts.length));
      const summaries = starts.map((start, i) =>
        device.signal.summarize(indexes, start, starts[i + 1] ?? query.to, perBucket),
      );
      return {
        series: names.map((name, m) => ({
          name,
          meta: {
            aggregation: { bucket: isoDuration(length), method: 'Average' },
            deviceIds: [device.uuid],
          },
          points: starts.map((start, i) => ({
            _1: start,
            _2: round2(summaries[i]?.[m]?.mean ?? null),
          })),
        })),
      };
    },

    async deviceSamples(repositoryId, deviceUuid, query) {
      const device = await findDevice(repositoryId, deviceUuid);
      if (!device) return undefined;
      const times = device.signal.sampleTimes(query.from, query.to, query.limit);
      return {
        series: askedMetrics(query.metrics).map((name) => {
          const index = metricIndex(name);
          return {
            name,
            meta: {
              aggregation: { bucket: isoDuration(SAMPLE_INTERVAL_MS), method: 'None' },
              deviceIds: [device.uuid],
            },
            points:
              index === -1
                ? []
                : times.map((time) => ({ _1: time, _2: device.signal.value(index, time) })),
          };
        }),
      };
    },

    async fleetSeries(repositoryId, fleetId, query) {
      const all = await fleetDevices(repositoryId, fleetId, query);
      return all && fleetSeriesOf(all, query);
    },

    async fleetOutliers(repositoryId, fleetId, query) {
      const devices = await fleetDevices(repositoryId, fleetId, query);
      if (!devices) return undefined;
      const index = metricIndex(query.metric);
      const samples = perDeviceSamples(devices.length);
      const means = devices.flatMap((device) => {
        const [summary] = device.signal.summarize([index], query.from, query.to, samples);
        return summary?.mean == null ? [] : [{ device, value: summary.mean }];
      });
      const base = { metric: query.metric, from: query.from, to: query.to };
      if (means.length === 0) return { ...base, fleetMean: null, values: [] };
      const fleetMean = means.reduce((sum, { value }) => sum + value, 0) / means.length;
      const deviation = Math.sqrt(
        means.reduce((sum, { value }) => sum + (value - fleetMean) ** 2, 0) / means.length,
      );
      const thresholds = query.above !== undefined || query.below !== undefined;
      const limit = (query.deviations ?? 2) * deviation;
      // Ordered by the distance the answer shows (values and mean to 2 decimals), so two
      // devices whose rounded values tie or swap never read out of order.
      const shownMean = round2(fleetMean) ?? fleetMean;
      const shownDistance = (value: number) => Math.abs((round2(value) ?? value) - shownMean);
      const outliers = means
        .filter(({ value }) =>
          thresholds
            ? (query.above !== undefined && value > query.above) ||
              (query.below !== undefined && value < query.below)
            : Math.abs(value - fleetMean) > limit,
        )
        .sort((a, b) => shownDistance(b.value) - shownDistance(a.value));
      return {
        ...base,
        fleetMean: round2(fleetMean),
        values: outliers.map(({ device, value }) => ({
          deviceUuid: device.uuid,
          deviceName: device.name,
          value: round2(value) ?? value,
        })),
      };
    },

    async fleetReport(repositoryId, fleetId, query) {
      const devices = await fleetDevices(repositoryId, fleetId);
      if (!devices) return undefined;
      const names = [...new Set(query.metrics)];
      const indexes = names.map(metricIndex);
      const samples = perDeviceSamples(devices.length, names.length);
      return {
        fleetId,
        from: query.from,
        to: query.to,
        rows: devices.flatMap((device) => {
          const summaries = device.signal.summarize(indexes, query.from, query.to, samples);
          return names.map((metric, m) => {
            const summary = summaries[m];
            return {
              deviceUuid: device.uuid,
              deviceName: device.name,
              metric,
              count: summary?.count ?? 0,
              min: summary?.min ?? null,
              max: summary?.max ?? null,
              avg: round2(summary?.mean ?? null),
            };
          });
        }),
      };
    },
  };
}
