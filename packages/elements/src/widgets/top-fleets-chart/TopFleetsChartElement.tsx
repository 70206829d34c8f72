// The top fleets chart as <fleet-top-fleets-chart> shows it: the API from the element's
// connection (base-url and a token source).
import { createFleetsResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { TopFleetsChart, type TopFleetsChartProps } from './TopFleetsChart.js';

export type TopFleetsChartElementProps = TopFleetsChartProps & FleetConnectionProps;

export const TopFleetsChartElement = withFleetConnection(TopFleetsChart, {
  fleets: createFleetsResource,
});
