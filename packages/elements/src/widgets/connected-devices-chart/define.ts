// Registers <fleet-connected-devices-chart> ('@fleet/elements/define/connected-devices-chart').
import { defineFleetElement } from '../../elements/define-element.js';
import { connectedDevicesChartWiring } from './connected-devices-chart.element.js';
import { ConnectedDevicesChartElement } from './ConnectedDevicesChartElement.js';

defineFleetElement(connectedDevicesChartWiring, ConnectedDevicesChartElement);
