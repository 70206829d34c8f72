// Registers <fleet-connected-devices-chart> ('@fleet/elements/define/connected-devices-chart').
import { defineFleetElement } from '../../elements/define-element.js';
import { connectedDevicesChartElement } from './connected-devices-chart.description.js';
import { ConnectedDevicesChartElement } from './ConnectedDevicesChartElement.js';

defineFleetElement(connectedDevicesChartElement, ConnectedDevicesChartElement);
