import { afterEach, describe, expect, it } from 'vitest';
import { createMetricsResource, type MetricSeriesSet } from './metrics';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const DEVICE = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const FLEET_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const FROM = new Date('2025-05-12T08:00:00Z');
const TO = new Date('2025-05-12T10:00:00Z');

const series: MetricSeriesSet = {
  series: [
    {
      name: 'cpu-temperature',
      meta: { aggregation: { bucket: 'PT1H', method: 'Average' }, deviceIds: [DEVICE] },
      points: [
        { _1: FROM.getTime(), _2: 51.5 },
        { _1: FROM.getTime() + 3_600_000, _2: null },
      ],
    },
  ],
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, metrics: createMetricsResource(server.client) };
}

describe('SPEC §7 metric calls', () => {
  it('lists metric names, within a time range when given (epoch milliseconds)', async () => {
    const { server, metrics } = await serve({
      'GET /api/v2beta/device-data/metric-names': {
        status: 200,
        body: { total: 2, offset: 0, limit: 2, values: ['cpu-temperature', 'mem-used-percent'] },
      },
    });
    await expect(metrics.listMetricNames()).resolves.toEqual([
      'cpu-temperature',
      'mem-used-percent',
    ]);
    await metrics.listMetricNames({ from: FROM, to: TO.getTime() });
    expect(server.exchanges[0]!.request.url).toBe('/api/v2beta/device-data/metric-names');
    expect(Object.fromEntries(server.exchanges[1]!.request.query)).toEqual({
      from: String(FROM.getTime()),
      to: String(TO.getTime()),
    });
    expect(server.problems()).toEqual([]);
  });

  it('gets a device series with its metrics, time range and resolution', async () => {
    const { server, metrics } = await serve({
      [`GET /api/v2beta/device-data/devices/${DEVICE}/metrics`]: { status: 200, body: series },
    });
    await expect(
      metrics.getDeviceMetrics(DEVICE, {
        metrics: ['cpu-temperature', 'mem-used-percent'],
        from: FROM,
        to: '2025-05-12T10:00:00Z',
        resolution: 2,
      }),
    ).resolves.toEqual(series);
    const query = server.exchanges[0]!.request.query;
    expect(query.getAll('metric')).toEqual(['cpu-temperature', 'mem-used-percent']);
    expect([query.get('from'), query.get('to'), query.get('resolution')]).toEqual([
      String(FROM.getTime()),
      String(TO.getTime()),
      '2',
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('gets fleet series and raw device values', async () => {
    const { server, metrics } = await serve({
      [`GET /api/v2beta/device-data/fleets/${FLEET_ID}/metrics`]: { status: 200, body: series },
      [`GET /api/v2beta/device-data/devices/${DEVICE}/detailed-metrics`]: {
        status: 200,
        body: series,
      },
    });
    await metrics.getFleetMetrics(FLEET_ID, { metrics: ['cpu-temperature'], from: FROM, to: TO });
    await metrics.getDeviceDetailedMetrics(DEVICE, { from: FROM, to: TO, limit: 500 });
    expect(server.exchanges[0]!.request.query.getAll('metric')).toEqual(['cpu-temperature']);
    expect(server.exchanges[1]!.request.query.get('limit')).toBe('500');
    expect(server.exchanges[1]!.request.query.has('metric')).toBe(false);
    expect(server.problems()).toEqual([]);
  });

  it('finds the outliers of a fleet', async () => {
    const outliers = {
      metric: 'cpu-temperature',
      from: FROM.getTime(),
      to: TO.getTime(),
      fleetMean: 50.2,
      values: [{ deviceUuid: DEVICE, deviceName: 'Line 3 HMI', value: 71.3 }],
    };
    const { server, metrics } = await serve({
      [`POST /api/v2beta/device-data/fleets/${FLEET_ID}/metrics/outliers`]: {
        status: 200,
        body: outliers,
      },
    });
    await expect(
      metrics.findFleetMetricOutliers(FLEET_ID, {
        metric: 'cpu-temperature',
        from: FROM,
        to: TO,
        above: 70,
      }),
    ).resolves.toEqual(outliers);
    expect(server.exchanges[0]!.request.json).toEqual({
      metric: 'cpu-temperature',
      from: FROM.getTime(),
      to: TO.getTime(),
      above: 70,
    });
    expect(server.problems()).toEqual([]);
  });

  it('makes a fleet report as JSON, or downloads it as CSV', async () => {
    const report = {
      fleetId: FLEET_ID,
      from: FROM.getTime(),
      to: TO.getTime(),
      rows: [
        {
          deviceUuid: DEVICE,
          deviceName: 'Line 3 HMI',
          metric: 'cpu-temperature',
          count: 288,
          min: 44.1,
          max: 63,
          avg: 51.7,
        },
      ],
    };
    const csv =
      'deviceUuid,deviceName,metric,count,min,max,avg\n' +
      `${DEVICE},Line 3 HMI,cpu-temperature,288,44.1,63.0,51.7\n`;
    const { server, metrics } = await serve({
      [`POST /api/v2beta/device-data/fleets/${FLEET_ID}/metrics/report`]: ({ headers }) =>
        headers.accept === 'text/csv'
          ? {
              status: 200,
              contentType: 'text/csv',
              body: csv,
              headers: {
                'Content-Disposition': `attachment; filename="fleet-${FLEET_ID}-metrics.csv"`,
              },
            }
          : { status: 200, body: report },
    });
    const query = { metrics: ['cpu-temperature'], from: FROM, to: TO };

    await expect(metrics.createFleetMetricReport(FLEET_ID, query)).resolves.toEqual(report);
    const file = await metrics.downloadFleetMetricReport(FLEET_ID, query);

    expect(file.filename).toBe(`fleet-${FLEET_ID}-metrics.csv`);
    expect(await file.blob.text()).toBe(csv);
    expect(server.exchanges.map((e) => e.request.headers.accept)).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(server.exchanges[0]!.request.json).toEqual({
      metrics: ['cpu-temperature'],
      from: FROM.getTime(),
      to: TO.getTime(),
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 metric query validation', () => {
  it('refuses bad ids, times, counts and metric lists before any request', async () => {
    const { server, metrics } = await serve({});
    const range = { from: FROM, to: TO };
    await expect(metrics.getDeviceMetrics('', range)).rejects.toThrow('Device uuid is required');
    await expect(metrics.getFleetMetrics('', { ...range, metrics: ['m'] })).rejects.toThrow(
      'fleetId is required',
    );
    await expect(metrics.getDeviceMetrics(DEVICE, { from: 'dawn', to: TO })).rejects.toThrow(
      'from must be a valid date',
    );
    await expect(metrics.getDeviceMetrics(DEVICE, { from: FROM, to: -1 })).rejects.toThrow(
      'to must be a valid date',
    );
    await expect(
      metrics.getDeviceMetrics(DEVICE, { ...range, resolution: '200' as never }),
    ).rejects.toThrow('resolution must be a number');
    await expect(metrics.getFleetMetrics(FLEET_ID, { ...range, metrics: [] })).rejects.toThrow(
      'metrics must not be empty',
    );
    await expect(
      metrics.findFleetMetricOutliers(FLEET_ID, { ...range, metric: '' }),
    ).rejects.toThrow('metric is required');
    await expect(
      metrics.createFleetMetricReport(FLEET_ID, { ...range, metrics: 'cpu' as never }),
    ).rejects.toThrow('metrics must be an array');
    expect(server.exchanges).toHaveLength(0);
  });
});
