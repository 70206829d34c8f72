// Device and fleet metrics (SPEC §7 Metrics): series over a time range, raw values, outliers
// and per-device reports. Times travel as Unix epoch milliseconds; callers may pass Dates.
// (The connected-devices chart of the last 7 days is a store concern built on these calls.)
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import {
  FleetValidationError,
  isValidDate,
  requireDeviceUuid,
  requireFleetId,
  requireNonEmptyString,
} from '../domain/validation';
import { downloadBlob, type DownloadedFile } from './support/download';
import { unwrap } from './support/unwrap';
import { toEpochMillis, type TimeInput } from './wire-time';

type Schemas = components['schemas'];
export type MetricSeriesSet = Schemas['MetricSeriesSet'];
export type MetricSeries = Schemas['MetricSeries'];
export type FleetMetricOutliers = Schemas['FleetMetricOutliers'];
export type FleetMetricReport = Schemas['FleetMetricReport'];

/** The interval a metric call covers. */
export interface MetricTimeRange {
  from: TimeInput;
  to: TimeInput;
}

export interface DeviceMetricsQuery extends MetricTimeRange {
  /** The metrics to return; all of the repository's when absent. */
  metrics?: readonly string[];
  /** How many buckets the interval is split into (the server's default is 200). */
  resolution?: number;
}

export interface FleetMetricsQuery extends MetricTimeRange {
  /** The metrics to aggregate; at least one. */
  metrics: readonly string[];
  resolution?: number;
}

export interface DetailedMetricsQuery extends MetricTimeRange {
  metrics?: readonly string[];
  /** The most points per series (the server's default is 1000). */
  limit?: number;
}

export interface FleetOutlierQuery extends MetricTimeRange {
  metric: string;
  /** An outlier's mean lies above this… */
  above?: number;
  /** …or below this; without either, further than `deviations` (default 2) from the mean. */
  below?: number;
  deviations?: number;
}

export interface FleetMetricReportQuery extends MetricTimeRange {
  metrics: readonly string[];
}

function epochMillis(value: unknown, field: string): number {
  const valid =
    typeof value === 'number' ? Number.isFinite(value) && value >= 0 : isValidDate(value);
  if (!valid) throw new FleetValidationError('validation.invalidDate', { field });
  return toEpochMillis(value as TimeInput);
}

function timeRange(range: MetricTimeRange): { from: number; to: number } {
  return { from: epochMillis(range.from, 'from'), to: epochMillis(range.to, 'to') };
}

function optionalCount(value: unknown, field: string): void {
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value)))
    throw new FleetValidationError('validation.notNumber', { field });
}

function metricNames(metrics: unknown, required: boolean): string[] | undefined {
  if (metrics === undefined && !required) return undefined;
  if (!Array.isArray(metrics))
    throw new FleetValidationError('validation.notArray', { field: 'metrics' });
  if (required && metrics.length === 0)
    throw new FleetValidationError('validation.emptyList', { field: 'metrics' });
  return metrics.map((name) =>
    requireNonEmptyString(name, 'validation.fieldRequired', { field: 'metric' }),
  );
}

export type MetricsResource = ReturnType<typeof createMetricsResource>;

export function createMetricsResource(client: FleetClient) {
  const { api } = client;

  const reportRequest = (fleetId: string, query: FleetMetricReportQuery) => {
    requireFleetId(fleetId);
    const metrics = metricNames(query.metrics, true) ?? [];
    return {
      params: { path: { id: fleetId } },
      body: { metrics, ...timeRange(query) },
    };
  };

  return {
    /** The metrics devices report; within `range` when given. */
    async listMetricNames(range?: MetricTimeRange): Promise<string[]> {
      const query = range === undefined ? {} : timeRange(range);
      const page = await unwrap(
        api.GET('/api/v2beta/device-data/metric-names', { params: { query } }),
      );
      return page.values;
    },

    /** One device's series over the range, `resolution` buckets each (bucket means). */
    async getDeviceMetrics(
      deviceUuid: string,
      query: DeviceMetricsQuery,
    ): Promise<MetricSeriesSet> {
      requireDeviceUuid(deviceUuid);
      optionalCount(query.resolution, 'resolution');
      return unwrap(
        api.GET('/api/v2beta/device-data/devices/{id}/metrics', {
          params: {
            path: { id: deviceUuid },
            query: {
              metric: metricNames(query.metrics, false),
              ...timeRange(query),
              resolution: query.resolution,
            },
          },
        }),
      );
    },

    /** A fleet's series per metric: `{metric}-count`, `-avg`, `-max` and `-min` per bucket. */
    async getFleetMetrics(fleetId: string, query: FleetMetricsQuery): Promise<MetricSeriesSet> {
      requireFleetId(fleetId);
      optionalCount(query.resolution, 'resolution');
      return unwrap(
        api.GET('/api/v2beta/device-data/fleets/{id}/metrics', {
          params: {
            path: { id: fleetId },
            query: {
              metric: metricNames(query.metrics, true) ?? [],
              ...timeRange(query),
              resolution: query.resolution,
            },
          },
        }),
      );
    },

    /** The devices of a fleet whose mean of one metric stands out over the range. */
    async findFleetMetricOutliers(
      fleetId: string,
      query: FleetOutlierQuery,
    ): Promise<FleetMetricOutliers> {
      requireFleetId(fleetId);
      const metric = requireNonEmptyString(query.metric, 'validation.fieldRequired', {
        field: 'metric',
      });
      optionalCount(query.above, 'above');
      optionalCount(query.below, 'below');
      optionalCount(query.deviations, 'deviations');
      return unwrap(
        api.POST('/api/v2beta/device-data/fleets/{id}/metrics/outliers', {
          params: { path: { id: fleetId } },
          body: {
            metric,
            ...timeRange(query),
            ...(query.above !== undefined && { above: query.above }),
            ...(query.below !== undefined && { below: query.below }),
            ...(query.deviations !== undefined && { deviations: query.deviations }),
          },
        }),
      );
    },

    /** The raw values one device reported over the range, oldest first (not bucketed). */
    async getDeviceDetailedMetrics(
      deviceUuid: string,
      query: DetailedMetricsQuery,
    ): Promise<MetricSeriesSet> {
      requireDeviceUuid(deviceUuid);
      optionalCount(query.limit, 'limit');
      return unwrap(
        api.GET('/api/v2beta/device-data/devices/{id}/detailed-metrics', {
          params: {
            path: { id: deviceUuid },
            query: {
              metric: metricNames(query.metrics, false),
              ...timeRange(query),
              limit: query.limit,
            },
          },
        }),
      );
    },

    /** A per-device summary (count, min, max, mean) of a fleet's metrics over the range. */
    async createFleetMetricReport(
      fleetId: string,
      query: FleetMetricReportQuery,
    ): Promise<FleetMetricReport> {
      const report = await unwrap(
        api.POST('/api/v2beta/device-data/fleets/{id}/metrics/report', {
          ...reportRequest(fleetId, query),
          headers: { Accept: 'application/json' },
        }),
      );
      // Asked for JSON, so the text/csv variant the type also allows cannot come back.
      return report as FleetMetricReport;
    },

    /** The same report as a CSV file, with the name the server suggests. */
    async downloadFleetMetricReport(
      fleetId: string,
      query: FleetMetricReportQuery,
    ): Promise<DownloadedFile> {
      return downloadBlob(
        api.POST('/api/v2beta/device-data/fleets/{id}/metrics/report', {
          ...reportRequest(fleetId, query),
          headers: { Accept: 'text/csv' },
          parseAs: 'blob',
        }),
      );
    },
  };
}
