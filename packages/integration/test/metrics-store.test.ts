// SPEC §2 the dashboard's connected-devices chart, §7 Metrics, §9 "Connected-devices series:
// last 7 days, with 'Today' as the first label", against a running sandbox: the metrics store
// counts the devices seen each day (checked against the device list itself) and loads the
// metric series of a device and of a fleet.
import {
  createFleet,
  createMetricsStore,
  type Device,
  type FleetSdk,
  type MetricsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DAY = 86_400_000;

let sandbox: Sandbox;
let sdk: FleetSdk;
let store: MetricsStore;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 30 });
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  store = createMetricsStore({ sdk });
});
afterAll(async () => {
  store?.dispose();
  await sandbox?.close();
});

describe('SPEC §9 connected devices over the last 7 days', () => {
  it('counts, for each day from today back, the devices seen that day or later', async () => {
    const days = await store.refreshConnectedDevices();
    const shown = store.connectedDevices.data.value!;
    expect(shown).toHaveLength(7);
    expect(shown[0]!.label).toBe('Today');
    expect(shown.map((day) => day.start)).toEqual(days.map((day) => day.start));
    for (let i = 1; i < 7; i++)
      expect(shown[i - 1]!.start.getTime() - shown[i]!.start.getTime()).toBeGreaterThanOrEqual(
        DAY - 3_600_000, // a day, give or take a daylight-saving hour
      );

    // Independently: every device, counted by its lastSeen.
    const all: Device[] = [];
    for await (const device of sdk.devices.iterateDevices()) all.push(device);
    const seenSince = (start: Date) =>
      all.filter((d) => d.lastSeen && Date.parse(d.lastSeen) >= start.getTime()).length;
    expect(shown.map((day) => day.count)).toEqual(shown.map((day) => seenSince(day.start)));
    expect(shown[6]!.count).toBeGreaterThan(0);
  });
});

describe('SPEC §7 metric series through the store', () => {
  it('loads the metric names, a device’s series and a fleet’s aggregates', async () => {
    const to = Date.now();
    const from = to - DAY;
    const names = await store.refreshMetricNames({ from, to });
    expect(names.length).toBeGreaterThan(0);
    expect(store.metricNames.data.value).toEqual(names);

    const [online] = (
      await sdk.devices.listDevices({
        lastSeenStart: new Date(to - 10 * 60_000).toISOString(),
        limit: 1,
      })
    ).values;
    const device = await store.loadDeviceMetrics(online!.deviceUuid, {
      from,
      to,
      metrics: [names[0]!],
      resolution: 24,
    });
    expect(store.deviceMetrics.data.value).toEqual(device);
    expect(device.series.map((series) => series.name)).toEqual([names[0]]);
    expect(device.series[0]!.points.length).toBeGreaterThan(0);

    const [fleet] = (await sdk.fleets.listFleets({ limit: 1 })).values;
    const aggregates = await store.loadFleetMetrics(fleet!.id, {
      from,
      to,
      metrics: [names[0]!],
      resolution: 24,
    });
    expect(store.fleetMetrics.data.value).toEqual(aggregates);
    expect(aggregates.series.map((series) => series.name).sort()).toEqual(
      ['avg', 'count', 'max', 'min'].map((kind) => `${names[0]}-${kind}`),
    );
  });
});
