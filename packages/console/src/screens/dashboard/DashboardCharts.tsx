// The top fleets and connected devices charts, loaded after the dashboard shows (the chart
// library is ≈ 20 KB gzip, more than the rest of the dashboard): meanwhile each chart's
// place holds a placeholder of the chart's height (the elements' BarChart, 240 px), so
// nothing moves when it arrives. The charts call SDK resources outside the start (fleets,
// metrics): those load beside them. A chunk that fails reaches the route's error screen.
import { Skeleton, type TopFleetsChartProps } from '@fleet/elements';
import { lazy, Suspense } from 'react';
import { fleetApp } from '../../app/fleet-app';
import { loadChunk } from '../../routing/lazy-chunk';

const loadCharts = async () =>
  (
    await Promise.all([
      loadChunk(() => import('./dashboard-charts')),
      loadChunk(() => fleetApp().moreResources()),
    ])
  )[0];

const TopFleets = lazy(async () => ({ default: (await loadCharts()).TopFleetsChart }));
const ConnectedDevices = lazy(async () => ({
  default: (await loadCharts()).ConnectedDevicesChart,
}));

const placeholder = <Skeleton shape="rect" height="240px" />;

export function LazyTopFleetsChart(props: TopFleetsChartProps) {
  return (
    <Suspense fallback={placeholder}>
      <TopFleets {...props} />
    </Suspense>
  );
}

export function LazyConnectedDevicesChart() {
  return (
    <Suspense fallback={placeholder}>
      <ConnectedDevices />
    </Suspense>
  );
}
