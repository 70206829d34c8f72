// The connected-devices chart as <fleet-connected-devices-chart> shows it: the API from the
// element's connection (base-url and a token source).
import { createDevicesNamespace, createMetricsResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { ConnectedDevicesChart, type ConnectedDevicesChartProps } from './ConnectedDevicesChart.js';

export type ConnectedDevicesChartElementProps = ConnectedDevicesChartProps & FleetConnectionProps;

export const ConnectedDevicesChartElement = withFleetConnection(ConnectedDevicesChart, {
  devices: createDevicesNamespace,
  metrics: createMetricsResource,
});
