// <fleet-connected-devices-chart>'s wiring: what the element wrapper reads at run time (its documentation:
// connected-devices-chart.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { ConnectedDevicesChartElementProps } from './ConnectedDevicesChartElement.js';

export const connectedDevicesChartWiring = {
  tagName: 'fleet-connected-devices-chart',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    height: 'number',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onDaySelected: 'fleet-day-selected',
  },
} as const satisfies ElementWiring<ConnectedDevicesChartElementProps>;
