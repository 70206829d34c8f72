// <fleet-top-fleets-chart>: the largest fleets by device count (SPEC §2, §9). Plain data
// (loads in Node) for the manifest, the typings and the embedding guide; the element wrapper
// reads only the wiring (top-fleets-chart.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { topFleetsChartWiring } from './top-fleets-chart.element.js';
import {
  CHART_CSS_PROPERTIES,
  CHART_PARTS,
} from '../../primitives/bar-chart/chart-element-parts.js';
import type { TopFleetsChartElementProps } from './TopFleetsChartElement.js';

export const topFleetsChartElement: ElementDescription<TopFleetsChartElementProps> =
  describeElement(topFleetsChartWiring, {
    className: 'FleetTopFleetsChart',
    summary:
      'The top fleets chart: of up to 1000 fleets, the 8 with the most devices, as ' +
      'a bar chart drawn with uPlot, with the same data as a table for screen readers.',
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      limit: {
        description: 'How many of the largest fleets to show, from 1 to 8.',
        default: '8',
      },
      height: { description: 'Height of the plot in px.', default: '240' },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onFleetSelected: {
        detail: '{ fleetId: string; name: string; deviceCount: number }',
        description: "The user chose a fleet's bar, or its row in the data table.",
      },
    },
    parts: { 'top-fleets-chart': 'The whole chart.', ...CHART_PARTS },
    cssProperties: CHART_CSS_PROPERTIES,
  });
