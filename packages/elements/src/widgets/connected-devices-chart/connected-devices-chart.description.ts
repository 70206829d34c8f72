// <fleet-connected-devices-chart>: devices connected on each of the last 7 days (SPEC §2, §9).
// Plain data (loads in Node): the manifest and the element wrapper both read it.
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import type { ElementDescription } from '../../elements/element-description.js';
import {
  CHART_CSS_PROPERTIES,
  CHART_PARTS,
} from '../../primitives/bar-chart/chart-element-parts.js';
import type { ConnectedDevicesChartElementProps } from './ConnectedDevicesChartElement.js';

export const connectedDevicesChartElement: ElementDescription<ConnectedDevicesChartElementProps> = {
  tagName: 'fleet-connected-devices-chart',
  className: 'FleetConnectedDevicesChart',
  summary:
    'The connected-devices chart: for each of the last 7 days, today first ' +
    "(labelled 'Today', then weekdays in the element's locale), the devices seen that day " +
    'or since, as a bar chart drawn with uPlot, with the same data as a table for screen ' +
    'readers.',
  attributes: {
    ...CONNECTION_ATTRIBUTES,
    height: { type: 'number', description: 'Height of the plot in px.', default: '240' },
  },
  properties: CONNECTION_PROPERTIES,
  events: {
    onDaySelected: {
      name: 'fleet-day-selected',
      detail: '{ start: string; label: string; count: number }',
      description:
        "The user chose a day's bar, or its row in the data table (`start`: local midnight, ISO 8601).",
    },
  },
  parts: { 'connected-devices-chart': 'The whole chart.', ...CHART_PARTS },
  cssProperties: CHART_CSS_PROPERTIES,
};
