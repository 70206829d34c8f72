import { createFleetClient, type components } from '@fleet/sdk';
import { loadContract } from '@fleet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsResource } from '../../sdk/src/resources/metrics.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { domainCallers, query, type DomainCallers } from './helpers/device-domain.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

type Schemas = components['schemas'];
type SeriesSet = Schemas['MetricSeriesSet'];

const DATA = '/api/v2beta/device-data';
const METRICS = ['cpu-usage-percent', 'mem-used-percent', 'cpu-temperature', 'disk-used-percent'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let sandbox: Sandbox;
let who: DomainCallers;
/** An online device (seen within minutes), and a fleet of dev's. */
let deviceUuid: string;
let fleetId: string;
let fleetSize: number;
const to = Date.now();
const from = to - 7 * DAY;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 80 });
  who = await domainCallers(sandbox);
  const online = (
    await call(
      sandbox,
      `/api/v2beta/devices${query({ lastSeenStart: new Date(to - 10 * 60_000).toISOString(), sortBy: 'ActivatedAt', sortDirection: 'Asc', limit: 1 })}`,
      { token: who.dev },
    )
  ).body as Schemas['DevicePage'];
  deviceUuid = online.values[0]!.deviceUuid;
  const fleets = (
    await call(sandbox, '/api/v2beta/fleets?nameContains=Production', { token: who.dev })
  ).body as Schemas['FleetPage'];
  fleetId = fleets.values[0]!.id;
  fleetSize = (
    (await call(sandbox, `/api/v2beta/fleets-count?groupIds=${fleetId}`, { token: who.dev }))
      .body as Schemas['FleetDeviceCounts']
  ).values[fleetId]!;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 Metrics: names and device series', () => {
  it('lists the metric names devices report, and none for an interval before any device', async () => {
    const names = await call(sandbox, `${DATA}/metric-names`, { token: who.dev });
    expect(names.body).toEqual({ total: 4, offset: 0, limit: 4, values: METRICS });
    const before = await call(sandbox, `${DATA}/metric-names?from=0&to=1000`, { token: who.dev });
    expect(before.body).toMatchObject({ total: 0, values: [] });
    expect((await call(sandbox, `${DATA}/metric-names`, { token: who.guest })).status).toBe(200);
    expect(
      (await call(sandbox, `${DATA}/metric-names`, { token: who.provisionClient })).status,
    ).toBe(403);
  });

  it('answers one series per metric, `resolution` buckets from `from`, the same every time', async () => {
    const path = `${DATA}/devices/${deviceUuid}/metrics${query({ from: to - DAY, to, resolution: 24 })}`;
    const first = (await call(sandbox, path, { token: who.dev })).body as SeriesSet;
    expect(first.series.map((s) => s.name)).toEqual(METRICS);
    for (const series of first.series) {
      expect(series.meta).toEqual({
        aggregation: { bucket: 'PT1H', method: 'Average' },
        deviceIds: [deviceUuid],
      });
      expect(series.points).toHaveLength(24);
      expect(series.points[0]?._1).toBe(to - DAY);
      expect(series.points.map((p) => p._1)).toEqual(
        [...series.points.map((p) => p._1)].sort((a, b) => a - b),
      );
    }
    // The device is online: it reported in the last hour.
    const cpu = first.series[0]!.points.map((p) => p._2);
    expect(cpu.at(-1)).toEqual(expect.any(Number));
    for (const value of cpu)
      if (value !== null && value !== undefined) expect(value).toBeGreaterThan(0);
    expect((await call(sandbox, path, { token: who.dev })).body).toEqual(first);
    const one = (
      await call(
        sandbox,
        `${DATA}/devices/${deviceUuid}/metrics${query({ from: to - DAY, to, metric: 'cpu-temperature' })}`,
        { token: who.dev },
      )
    ).body as SeriesSet;
    expect(one.series.map((s) => s.name)).toEqual(['cpu-temperature']);
    expect(one.series[0]?.points).toHaveLength(200);
  });

  it('answers raw values oldest first, at most `limit` per series', async () => {
    const path = `${DATA}/devices/${deviceUuid}/detailed-metrics${query({ from: to - 6 * HOUR, to, limit: 10, metric: ['mem-used-percent'] })}`;
    const body = (await call(sandbox, path, { token: who.dev })).body as SeriesSet;
    expect(body.series).toHaveLength(1);
    const [series] = body.series;
    expect(series?.meta.aggregation).toEqual({ bucket: 'PT5M', method: 'None' });
    expect(series?.points.length).toBeLessThanOrEqual(10);
    const times = series!.points.map((p) => p._1);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((time) => time % 300_000 === 0)).toBe(true);
  });

  it.each([
    [`from=${from}`, 'to is required'],
    [`from=${to}&to=${from}`, 'from must be before to'],
    [`from=abc&to=${to}`, 'from must be a number'],
    [`from=${from}&to=${to}&resolution=0`, 'resolution must be at least 1'],
    [`from=${from}&to=${to}&resolution=5000`, 'resolution must be at most 2000'],
  ])('answers 400 for %s', async (search, msg) => {
    const response = await call(sandbox, `${DATA}/devices/${deviceUuid}/metrics?${search}`, {
      token: who.dev,
    });
    expect(response.status).toBe(400);
    expect(errorOf(response.body).msg).toBe(msg);
  });

  it('answers 404 for an unknown device', async () => {
    const path = `${DATA}/devices/00000000-0000-4000-8000-000000000000/metrics?from=${from}&to=${to}`;
    expect((await call(sandbox, path, { token: who.dev })).status).toBe(404);
  });
});

describe('SPEC §7 Metrics: fleets', () => {
  it('SPEC §9 connected devices per day: {metric}-count/-avg/-max/-min over the fleet', async () => {
    const path = `${DATA}/fleets/${fleetId}/metrics${query({ metric: 'cpu-temperature', from, to, resolution: 7 })}`;
    const body = (await call(sandbox, path, { token: who.dev })).body as SeriesSet;
    expect(body.series.map((s) => s.name)).toEqual([
      'cpu-temperature-count',
      'cpu-temperature-avg',
      'cpu-temperature-max',
      'cpu-temperature-min',
    ]);
    const [count, avg, max, min] = body.series.map((s) => s.points.map((p) => p._2));
    expect(count!.every((n) => typeof n === 'number' && n >= 0 && n <= fleetSize)).toBe(true);
    expect(count!.at(-1)).toBeGreaterThan(0);
    count!.forEach((n, i) => {
      if (!n) return;
      expect(min![i]!).toBeLessThanOrEqual(avg![i]!);
      expect(avg![i]!).toBeLessThanOrEqual(max![i]!);
    });
    const missing = await call(sandbox, `${DATA}/fleets/${fleetId}/metrics?from=${from}&to=${to}`, {
      token: who.dev,
    });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).msg).toBe('metric is required');
    expect(
      (
        await call(
          sandbox,
          `${DATA}/fleets/00000000-0000-4000-8000-000000000000/metrics?metric=x&from=${from}&to=${to}`,
          { token: who.dev },
        )
      ).status,
    ).toBe(404);
  });

  it('finds outlier devices, farthest from the fleet mean first', async () => {
    const path = `${DATA}/fleets/${fleetId}/metrics/outliers`;
    const everyone = (
      await call(sandbox, path, {
        token: who.dev,
        method: 'POST',
        body: { metric: 'cpu-usage-percent', from, to, above: 0 },
      })
    ).body as Schemas['FleetMetricOutliers'];
    expect(everyone.values.length).toBeGreaterThan(0);
    const distances = everyone.values.map((v) => Math.abs(v.value - (everyone.fleetMean ?? 0)));
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
    const spread = (
      await call(sandbox, path, {
        token: who.dev,
        method: 'POST',
        body: { metric: 'cpu-usage-percent', from, to, deviations: 1 },
      })
    ).body as Schemas['FleetMetricOutliers'];
    expect(spread.values.length).toBeLessThan(everyone.values.length);
    expect(
      (await call(sandbox, path, { token: who.dev, method: 'POST', body: { from, to } })).status,
    ).toBe(400);
    expect(
      (
        await call(sandbox, path, {
          token: who.dev,
          method: 'POST',
          body: { metric: 'x', from, to, deviations: 0 },
        })
      ).status,
    ).toBe(400);
  });

  it('reports per device and metric as JSON or CSV, by Accept', async () => {
    const path = `${DATA}/fleets/${fleetId}/metrics/report`;
    const body = { metrics: ['cpu-temperature', 'disk-used-percent'], from, to };
    const json = (await call(sandbox, path, { token: who.dev, method: 'POST', body }))
      .body as Schemas['FleetMetricReport'];
    expect(json).toMatchObject({ fleetId, from, to });
    expect(json.rows).toHaveLength(fleetSize * 2);

    const response = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${who.dev}`,
        'Content-Type': 'application/json',
        Accept: 'text/csv',
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="fleet-${fleetId}-metrics.csv"`,
    );
    expect(
      loadContract().checkResponse({
        method: 'POST',
        url: path,
        status: 200,
        contentType: response.headers.get('content-type'),
      }),
    ).toEqual([]);
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[0]).toBe('deviceUuid,deviceName,metric,count,min,max,avg');
    expect(lines).toHaveLength(json.rows.length + 1);
    const [row] = json.rows;
    expect(lines[1]).toBe(
      [
        row!.deviceUuid,
        row!.deviceName,
        row!.metric,
        row!.count,
        row!.min ?? '',
        row!.max ?? '',
        row!.avg ?? '',
      ].join(','),
    );

    const refused = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${who.dev}`,
        'Content-Type': 'application/json',
        Accept: 'image/png',
      },
      body: JSON.stringify(body),
    });
    expect(refused.status).toBe(406);
    expect(
      (
        await call(sandbox, path, {
          token: who.dev,
          method: 'POST',
          body: { metrics: [], from, to },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(sandbox, path, { token: who.provisionClient, method: 'POST', body })).status,
    ).toBe(403);
  });

  it('serves the SDK metrics resource', async () => {
    const metrics = createMetricsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => who.dev }),
    );
    expect(await metrics.listMetricNames()).toEqual(METRICS);
    const series = await metrics.getFleetMetrics(fleetId, {
      metrics: ['mem-used-percent'],
      from: new Date(from),
      to: new Date(to),
      resolution: 7,
    });
    expect(series.series).toHaveLength(4);
    const report = await metrics.createFleetMetricReport(fleetId, {
      metrics: ['mem-used-percent'],
      from,
      to,
    });
    expect(report.rows).toHaveLength(fleetSize);
  });
});
