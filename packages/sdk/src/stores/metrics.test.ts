import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { connectedDevicesDayLabels, connectedDevicesDayStarts } from './connected-devices';
import { createMetricsStore } from './metrics';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet } from './testing/fake-fleet';
import { pageOf, uuidFor } from './testing/store-fixtures';

// Monday 12 May 2025, 10:30 local time.
const NOW = new Date(2025, 4, 12, 10, 30);

describe('SPEC §9 connected-devices series', () => {
  it('covers the last 7 local days, today first', () => {
    expect(connectedDevicesDayStarts(NOW)).toEqual([
      new Date(2025, 4, 12),
      new Date(2025, 4, 11),
      new Date(2025, 4, 10),
      new Date(2025, 4, 9),
      new Date(2025, 4, 8),
      new Date(2025, 4, 7),
      new Date(2025, 4, 6),
    ]);
  });

  it("labels the first day 'Today' and the others by weekday in the locale", () => {
    const starts = connectedDevicesDayStarts(NOW);
    expect(connectedDevicesDayLabels(starts, 'en-US')).toEqual([
      'Today',
      'Sun',
      'Sat',
      'Fri',
      'Thu',
      'Wed',
      'Tue',
    ]);
    expect(connectedDevicesDayLabels(starts, 'fr-CH').slice(1, 3)).toEqual(['dim.', 'sam.']);
  });

  it('counts the devices seen on each day or since, from the injected clock', async () => {
    const fake = fakeFleet({
      'GET /api/v2beta/devices': ({ query }) => {
        const daysBack = Math.round(
          (NOW.getTime() - Date.parse(query.get('lastSeenStart')!)) / 86_400_000,
        );
        return { status: 200, body: pageOf([], { limit: 0, total: 40 + daysBack }) };
      },
    });
    const locale = signal('en-US');
    const store = createMetricsStore({
      sdk: fake.fleet,
      scheduler: manualScheduler(NOW.getTime()),
      locale,
    });
    await store.refreshConnectedDevices();
    const sent = fake.sent('GET /api/v2beta/devices').map((r) => Object.fromEntries(r.query));
    expect(sent).toHaveLength(7);
    expect(sent[0]).toMatchObject({
      limit: '0',
      lastSeenStart: new Date(2025, 4, 12).toISOString(),
    });
    const days = store.connectedDevices.data.value!;
    expect(days.map((d) => [d.label, d.count])).toEqual([
      ['Today', 40],
      ['Sun', 41],
      ['Sat', 42],
      ['Fri', 43],
      ['Thu', 44],
      ['Wed', 45],
      ['Tue', 46],
    ]);
    locale.value = 'fr-CH';
    expect(store.connectedDevices.data.value![1]!.label).toBe('dim.');
    expect(fake.requests).toHaveLength(7);
    expect(fake.problems()).toEqual([]);
  });
});

describe('fleet and device metrics', () => {
  it('loads a fleet’s and a device’s series and the metric names', async () => {
    const series = {
      series: [
        {
          name: 'cpu-temperature-avg',
          meta: { aggregation: { bucket: 'PT1H', method: 'Average' as const } },
          points: [{ _1: 1747036800000, _2: 51.5 }],
        },
      ],
    };
    const fake = fakeFleet({
      'GET /api/v2beta/device-data/fleets/{id}/metrics': { status: 200, body: series },
      'GET /api/v2beta/device-data/devices/{id}/metrics': { status: 200, body: series },
      'GET /api/v2beta/device-data/metric-names': {
        status: 200,
        body: pageOf(['cpu-temperature']),
      },
    });
    const store = createMetricsStore({ sdk: fake.fleet });
    const range = { from: new Date(2025, 4, 5), to: NOW };
    await store.loadFleetMetrics(uuidFor(1, '7c9e6679'), {
      ...range,
      metrics: ['cpu-temperature'],
    });
    await store.loadDeviceMetrics(uuidFor(1), range);
    await store.refreshMetricNames();
    expect(store.fleetMetrics.data.value).toEqual(series);
    expect(store.deviceMetrics.data.value).toEqual(series);
    expect(store.metricNames.data.value).toEqual(['cpu-temperature']);
    expect(fake.problems()).toEqual([]);
  });
});
