// Registers <fleet-device-table> ('@fleet/elements/define/device-table').
import { defineFleetElement } from '../../elements/define-element.js';
import { deviceTableWiring } from './device-table.element.js';
import { DeviceTableElement } from './DeviceTableElement.js';

defineFleetElement(deviceTableWiring, DeviceTableElement);
