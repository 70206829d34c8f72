// Dashboard and metric charts (SPEC §2 connected-devices chart, §7 Metrics, §9): the
// connected devices of the last 7 days, and the series of a fleet or a device.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { DEFAULT_LOCALE } from '../domain/locales';
import type { FleetSdk } from '../fleet';
import type {
  DeviceMetricsQuery,
  FleetMetricsQuery,
  MetricSeriesSet,
  MetricTimeRange,
} from '../resources/metrics';
import {
  connectedDevicesDayLabels,
  connectedDevicesDayStarts,
  type ConnectedDevicesDay,
} from './connected-devices';
import { asyncState, type AsyncState } from './support/async-state';
import { realScheduler, type Scheduler } from './support/scheduler';

export interface MetricsStoreDeps {
  sdk: Pick<FleetSdk, 'devices' | 'metrics'>;
  /** The clock that says what "today" is (its `now()`). */
  scheduler?: Scheduler;
  /** The language of the day labels; a signal relabels without reloading. Default en-US. */
  locale?: string | ReadonlySignal<string>;
}

export type MetricsStore = ReturnType<typeof createMetricsStore>;

export function createMetricsStore(deps: MetricsStoreDeps) {
  const { devices, metrics } = deps.sdk;
  const clock = deps.scheduler ?? realScheduler;
  const locale =
    typeof deps.locale === 'object' ? deps.locale : signal(deps.locale ?? DEFAULT_LOCALE);
  const counted = asyncState<Array<{ start: Date; count: number }>>();

  const connectedDevices: AsyncState<ConnectedDevicesDay[]> = {
    data: computed(() => {
      const days = counted.data.value;
      if (!days) return undefined;
      const labels = connectedDevicesDayLabels(
        days.map((day) => day.start),
        locale.value,
      );
      return days.map((day, i) => ({ ...day, label: labels[i] ?? '' }));
    }),
    loading: counted.loading,
    error: counted.error,
    ready: counted.ready,
  };

  const metricNames = asyncState<string[]>();
  const fleetMetrics = asyncState<MetricSeriesSet>();
  const deviceMetrics = asyncState<MetricSeriesSet>();

  return {
    /** The last 7 days, today ('Today') first, each with its count of connected devices. */
    connectedDevices,
    metricNames,
    fleetMetrics,
    deviceMetrics,

    /**
     * Counts, for each of the last 7 local days, the devices last seen on that day or later
     * (one total-only device list call per day).
     */
    refreshConnectedDevices(): Promise<Array<{ start: Date; count: number }>> {
      const starts = connectedDevicesDayStarts(new Date(clock.now()));
      return counted.run((signal) =>
        Promise.all(
          starts.map(async (start) => ({
            start,
            count: (
              await devices.listDevices(
                { lastSeenStart: start.toISOString(), limit: 0 },
                { signal },
              )
            ).total,
          })),
        ),
      );
    },
    refreshMetricNames(range?: MetricTimeRange): Promise<string[]> {
      return metricNames.run(() => metrics.listMetricNames(range));
    },
    loadFleetMetrics(fleetId: string, query: FleetMetricsQuery): Promise<MetricSeriesSet> {
      return fleetMetrics.run(() => metrics.getFleetMetrics(fleetId, query));
    },
    loadDeviceMetrics(uuid: string, query: DeviceMetricsQuery): Promise<MetricSeriesSet> {
      return deviceMetrics.run(() => metrics.getDeviceMetrics(uuid, query));
    },
    dispose(): void {
      for (const state of [counted, metricNames, fleetMetrics, deviceMetrics]) state.abort();
    },
  };
}
