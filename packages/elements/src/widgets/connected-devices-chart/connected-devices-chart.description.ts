// <fleet-connected-devices-chart>: devices connected on each of the last 7 days (SPEC §2, §9).
// Plain data (loads in Node) for the manifest, the typings and the embedding guide;
// the element wrapper reads only the wiring (connected-devices-chart.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { connectedDevicesChartWiring } from './connected-devices-chart.element.js';
import {
  CHART_CSS_PROPERTIES,
  CHART_PARTS,
} from '../../primitives/bar-chart/chart-element-parts.js';
import type { ConnectedDevicesChartElementProps } from './ConnectedDevicesChartElement.js';

export const connectedDevicesChartElement: ElementDescription<ConnectedDevicesChartElementProps> =
  describeElement(connectedDevicesChartWiring, {
    className: 'FleetConnectedDevicesChart',
    summary:
      'The connected-devices chart: for each of the last 7 days, today first ' +
      "(labelled 'Today', then weekdays in the element's locale), the devices seen that day " +
      'or since, as a bar chart drawn with uPlot, with the same data as a table for screen ' +
      'readers.',
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      height: { description: 'Height of the plot in px.', default: '240' },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onDaySelected: {
        detail: '{ start: string; label: string; count: number }',
        description:
          "The user chose a day's bar, or its row in the data table (`start`: local midnight, ISO 8601).",
      },
    },
    parts: { 'connected-devices-chart': 'The whole chart.', ...CHART_PARTS },
    cssProperties: CHART_CSS_PROPERTIES,
  });
