import { formatMessage } from '@fleet/sdk/domain';
import { Hono, type HonoRequest } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import type { FleetMetricReport, MetricInterval, OutlierQuery } from '../store/metrics.js';
import { jsonBody, listParam, pathUuid } from './device-query-params.js';
import { MAX_EPOCH_MILLIS, integerParam } from './number-params.js';

/** Bucket count when a call names none, and the most it may ask for. */
const DEFAULT_RESOLUTION = 200;
const MAX_RESOLUTION = 2000;
/** Raw points per series when a call names no limit, and the most it may ask for. */
const DEFAULT_DETAILED_LIMIT = 1000;
const MAX_DETAILED_LIMIT = 10_000;

const REPORT_COLUMNS = [
  'deviceUuid',
  'deviceName',
  'metric',
  'count',
  'min',
  'max',
  'avg',
] as const;

function checkedInterval(from: number, to: number): MetricInterval {
  if (from >= to) throw badRequest('from must be before to');
  return { from, to };
}

/** `from` and `to` of the query: required epoch milliseconds, from before to. */
function queryInterval(req: HonoRequest): MetricInterval {
  for (const field of ['from', 'to'])
    if (!req.query(field)) throw badRequest(formatMessage('validation.fieldRequired', { field }));
  return checkedInterval(timeParam(req, 'from', 0), timeParam(req, 'to', 0));
}

const boundedParam = (req: HonoRequest, field: string, fallback: number, max: number): number =>
  integerParam(req, field, fallback, { min: 1, max });

/** Epoch milliseconds. */
const timeParam = (req: HonoRequest, field: string, fallback: number): number =>
  integerParam(req, field, fallback, { max: MAX_EPOCH_MILLIS });

type JsonObject = Record<string, unknown>;

function objectBody(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object.');
  return body as JsonObject;
}

function bodyInterval(body: JsonObject): MetricInterval {
  const time = (field: 'from' | 'to'): number => {
    const value = body[field];
    if (value === undefined) throw badRequest(formatMessage('validation.fieldRequired', { field }));
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw badRequest(formatMessage('validation.notNumber', { field }));
    return value;
  };
  return checkedInterval(time('from'), time('to'));
}

function optionalNumber(body: JsonObject, field: string): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badRequest(formatMessage('validation.notNumber', { field }));
  return value;
}

function outlierQuery(body: JsonObject): OutlierQuery {
  const { metric } = body;
  if (typeof metric !== 'string' || metric.trim() === '')
    throw badRequest(formatMessage('validation.fieldRequired', { field: 'metric' }));
  const deviations = optionalNumber(body, 'deviations');
  if (deviations !== undefined && deviations <= 0)
    throw badRequest('deviations must be more than 0');
  const above = optionalNumber(body, 'above');
  const below = optionalNumber(body, 'below');
  return {
    metric,
    ...bodyInterval(body),
    ...(above === undefined ? {} : { above }),
    ...(below === undefined ? {} : { below }),
    ...(deviations === undefined ? {} : { deviations }),
  };
}

function reportMetrics(body: JsonObject): string[] {
  const { metrics } = body;
  if (!Array.isArray(metrics))
    throw badRequest(formatMessage('validation.notArray', { field: 'metrics' }));
  if (metrics.length === 0)
    throw badRequest(formatMessage('validation.emptyList', { field: 'metrics' }));
  if (metrics.some((name) => typeof name !== 'string' || name.trim() === ''))
    throw badRequest(formatMessage('validation.fieldRequired', { field: 'metric' }));
  return metrics as string[];
}

/** CSV or JSON, by the first of them the Accept header names (JSON when it names none). */
function reportFormat(accept: string | undefined): 'csv' | 'json' {
  if (!accept?.trim()) return 'json';
  for (const range of accept.split(',')) {
    const type = range.split(';')[0]?.trim().toLowerCase();
    if (type === 'text/csv' || type === 'text/*') return 'csv';
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return 'json';
  }
  throw new ApiError(
    406,
    'not_acceptable',
    'The report is available as text/csv or application/json.',
  );
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV: a header line, then one line per device and metric. */
export function reportCsv(report: FleetMetricReport): string {
  const lines = [REPORT_COLUMNS.join(',')];
  for (const row of report.rows)
    lines.push(REPORT_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\n')}\n`;
}

/** SPEC §7 Metrics, under /api/v2beta/device-data. Times are Unix epoch milliseconds. */
export function metricRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/metric-names', requireRight('deviceMetrics', 'get'), async (c) => {
      const given = c.req.query('from') !== undefined || c.req.query('to') !== undefined;
      const interval = given
        ? checkedInterval(timeParam(c.req, 'from', 0), timeParam(c.req, 'to', Date.now()))
        : undefined;
      return c.json(await stores.metrics.metricNames(c.var.principal.repository.id, interval));
    })
    .get('/devices/:id/metrics', requireRight('deviceMetrics', 'get'), async (c) => {
      const interval = queryInterval(c.req);
      const resolution = boundedParam(c.req, 'resolution', DEFAULT_RESOLUTION, MAX_RESOLUTION);
      const series = await stores.metrics.deviceSeries(
        c.var.principal.repository.id,
        pathUuid(c.req.param('id'), 'device'),
        { ...interval, metrics: listParam(c.req, 'metric'), resolution },
      );
      if (!series) throw notFound('No such device.');
      return c.json(series);
    })
    .get('/devices/:id/detailed-metrics', requireRight('deviceMetrics', 'get'), async (c) => {
      const interval = queryInterval(c.req);
      const limit = boundedParam(c.req, 'limit', DEFAULT_DETAILED_LIMIT, MAX_DETAILED_LIMIT);
      const series = await stores.metrics.deviceSamples(
        c.var.principal.repository.id,
        pathUuid(c.req.param('id'), 'device'),
        { ...interval, metrics: listParam(c.req, 'metric'), limit },
      );
      if (!series) throw notFound('No such device.');
      return c.json(series);
    })
    .get('/fleets/:id/metrics', requireRight('fleetMetrics', 'get'), async (c) => {
      const metrics = listParam(c.req, 'metric');
      if (metrics.length === 0)
        throw badRequest(formatMessage('validation.fieldRequired', { field: 'metric' }));
      const interval = queryInterval(c.req);
      const resolution = boundedParam(c.req, 'resolution', DEFAULT_RESOLUTION, MAX_RESOLUTION);
      const series = await stores.metrics.fleetSeries(
        c.var.principal.repository.id,
        pathUuid(c.req.param('id'), 'fleet'),
        { ...interval, metrics, resolution },
      );
      if (!series) throw notFound('No such fleet.');
      return c.json(series);
    })
    .post('/fleets/:id/metrics/outliers', requireRight('fleetMetrics', 'get'), async (c) => {
      const query = outlierQuery(objectBody(await jsonBody(c.req)));
      const outliers = await stores.metrics.fleetOutliers(
        c.var.principal.repository.id,
        pathUuid(c.req.param('id'), 'fleet'),
        query,
      );
      if (!outliers) throw notFound('No such fleet.');
      return c.json(outliers);
    })
    .post('/fleets/:id/metrics/report', requireRight('fleetMetrics', 'get'), async (c) => {
      const format = reportFormat(c.req.header('accept'));
      const body = objectBody(await jsonBody(c.req));
      const metrics = reportMetrics(body);
      const fleetId = pathUuid(c.req.param('id'), 'fleet');
      const report = await stores.metrics.fleetReport(c.var.principal.repository.id, fleetId, {
        ...bodyInterval(body),
        metrics,
      });
      if (!report) throw notFound('No such fleet.');
      if (format === 'json') return c.json(report);
      c.header('Content-Disposition', `attachment; filename="fleet-${fleetId}-metrics.csv"`);
      return c.body(reportCsv(report), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
