// SPEC §2 "a fleet chart of top fleets" and §9: of up to 1000 fleets, the largest by device
// count (8, or fewer with `limit`), as a bar chart over the SDK's top fleets store. Choosing a
// bar or its table row reports the fleet.
import { createTopFleetsStore, type FleetWithDeviceCount } from '@fleet/sdk';
import { TOP_FLEETS_SHOWN } from '@fleet/sdk/domain';
import { useEffect, useState } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';
import { useSignalValue } from '../../connection/signals.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { BarChart, type ChartBar } from '../../primitives/bar-chart/BarChart.js';
import { topFleetsChart } from './TopFleetsChart.css.js';
import { CHART_TEXTS } from '../../primitives/bar-chart/chart-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(CHART_TEXTS);

export interface FleetSelected {
  fleetId: string;
  name: string;
  deviceCount: number;
}

export interface TopFleetsChartProps {
  /** How many of the largest fleets to show, 1 to 8 (SPEC §9); default 8. */
  limit?: number;
  /** Height of the plot in px; default 240. */
  height?: number;
  /** The user chose a fleet's bar (or its row in the table). */
  onFleetSelected?(detail: FleetSelected): void;
}

/** `limit` within 1…8; anything else shows the 8 of SPEC §9. */
export function shownFleets(limit: number | undefined): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 && limit <= TOP_FLEETS_SHOWN
    ? limit
    : TOP_FLEETS_SHOWN;
}

export function TopFleetsChart({ limit, height, onFleetSelected }: TopFleetsChartProps) {
  const t = useFormatMessage();
  const connection = useFleet();
  // One store per mount (a new connection remounts the widget); making it sends nothing.
  const [store] = useState(() =>
    createTopFleetsStore({
      sdk: { fleets: connection.resource('fleets') },
    }),
  );
  const fleets = useSignalValue(store.topFleets.data);
  const loading = useSignalValue(store.topFleets.loading);
  const error = useSignalValue(store.topFleets.error);

  const refresh = () => {
    // A failure stays in store.topFleets.error, which the chart shows with a retry button.
    store.refresh().catch(() => undefined);
  };
  useEffect(() => {
    store.refresh().catch(() => undefined);
    return () => store.dispose();
  }, [store]);

  const shown: FleetWithDeviceCount[] = (fleets ?? []).slice(0, shownFleets(limit));
  const bars: ChartBar[] = shown.map((fleet) => ({
    id: fleet.id,
    label: fleet.name,
    value: fleet.deviceCount,
  }));
  const select =
    onFleetSelected &&
    ((bar: ChartBar) => {
      const fleet = shown.find((candidate) => candidate.id === bar.id);
      if (fleet)
        onFleetSelected({ fleetId: fleet.id, name: fleet.name, deviceCount: fleet.deviceCount });
    });

  return (
    <div className={topFleetsChart} part="top-fleets-chart">
      <BarChart
        title={t('ui.topFleets.title')}
        categoryHeader={t('ui.topFleets.fleet')}
        valueHeader={t('ui.topFleets.devices')}
        bars={bars}
        loading={loading || (fleets === undefined && !error)}
        error={loading ? undefined : error}
        onRetry={refresh}
        emptyText={t('ui.topFleets.none')}
        onBarSelect={select}
        height={height}
      />
    </div>
  );
}
