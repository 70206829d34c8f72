// SPEC §2 "a connected-devices chart" and §9: for each of the last 7 days, today ('Today')
// first, how many devices connected that day or since, as a bar chart over the SDK metrics
// store. Day labels follow the locale. Choosing a day reports it (e.g. to list those devices).
import { createMetricsStore, type ConnectedDevicesDay, type FleetSdk } from '@fleet/sdk';
import { signal } from '@preact/signals-react';
import { useContext, useEffect, useState } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';
import { useSignalValue } from '../../connection/signals.js';
import { LocaleContext, useFormatMessage } from '../../i18n/format-message.js';
import { BarChart, type ChartBar } from '../../primitives/bar-chart/BarChart.js';
import { connectedDevicesChart } from './ConnectedDevicesChart.css.js';
import { CHART_TEXTS } from '../../primitives/bar-chart/chart-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(CHART_TEXTS);

export interface DaySelected {
  /** Local midnight at the start of the day (ISO 8601). */
  start: string;
  /** 'Today' or the weekday, as shown. */
  label: string;
  /** Devices last seen at or after `start`. */
  count: number;
}

export interface ConnectedDevicesChartProps {
  /** Height of the plot in px; default 240. */
  height?: number;
  /** The user chose a day's bar (or its row in the table). */
  onDaySelected?(detail: DaySelected): void;
}

const NO_DAYS: readonly ConnectedDevicesDay[] = [];

/** The metrics store, with its day labels in a locale that can change without a reload. */
function connectedDevicesSource(sdk: Pick<FleetSdk, 'devices' | 'metrics'>, locale: string) {
  const labelLocale = signal(locale);
  return {
    store: createMetricsStore({ sdk, locale: labelLocale }),
    relabel: (next: string) => {
      labelLocale.value = next;
    },
  };
}

export function ConnectedDevicesChart({ height, onDaySelected }: ConnectedDevicesChartProps) {
  const t = useFormatMessage();
  const locale = useContext(LocaleContext) ?? 'en-US';
  const connection = useFleet();
  const sdk = {
    devices: connection.resource('devices'),
    metrics: connection.resource('metrics'),
  };
  // One store per mount (a new connection remounts the widget); making it sends nothing.
  const [{ store, relabel }] = useState(() => connectedDevicesSource(sdk, locale));
  useEffect(() => relabel(locale), [relabel, locale]);
  const days = useSignalValue(store.connectedDevices.data);
  const loading = useSignalValue(store.connectedDevices.loading);
  const error = useSignalValue(store.connectedDevices.error);

  const refresh = () => {
    // A failure stays in store.connectedDevices.error, shown with a retry button.
    store.refreshConnectedDevices().catch(() => undefined);
  };
  useEffect(() => {
    store.refreshConnectedDevices().catch(() => undefined);
    return () => store.dispose();
  }, [store]);

  const shown = days ?? NO_DAYS;
  const bars: ChartBar[] = shown.map((day) => ({
    id: day.start.toISOString(),
    label: day.label,
    value: day.count,
  }));
  const select =
    onDaySelected &&
    ((bar: ChartBar) => {
      const day = shown.find((candidate) => candidate.start.toISOString() === bar.id);
      if (day) onDaySelected({ start: bar.id, label: day.label, count: day.count });
    });

  return (
    <div className={connectedDevicesChart} part="connected-devices-chart">
      <BarChart
        title={t('ui.connectedDevices.title')}
        categoryHeader={t('ui.connectedDevices.day')}
        valueHeader={t('ui.connectedDevices.devices')}
        bars={bars}
        loading={loading || (days === undefined && !error)}
        error={loading ? undefined : error}
        onRetry={refresh}
        emptyText={t('ui.connectedDevices.none')}
        onBarSelect={select}
        height={height}
      />
    </div>
  );
}
