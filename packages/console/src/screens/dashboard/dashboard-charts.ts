// The dashboard's charts, in a chunk of their own with the chart library (uplot): the
// dashboard shows its counts and activity at once, each chart's place a placeholder until
// this chunk is there (DashboardCharts.tsx).
export { ConnectedDevicesChart, TopFleetsChart } from '@fleet/elements';
