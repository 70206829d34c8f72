// <fleet-top-fleets-chart>'s wiring: what the element wrapper reads at run time (its documentation:
// top-fleets-chart.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { TopFleetsChartElementProps } from './TopFleetsChartElement.js';

export const topFleetsChartWiring = {
  tagName: 'fleet-top-fleets-chart',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    limit: 'number',
    height: 'number',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onFleetSelected: 'fleet-fleet-selected',
  },
} as const satisfies ElementWiring<TopFleetsChartElementProps>;
