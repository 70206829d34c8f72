// Registers <fleet-device-table> ('@fleet/elements/define/device-table').
import { defineFleetElement } from '../../elements/define-element.js';
import { deviceTableElement } from './device-table.description.js';
import { DeviceTableElement } from './DeviceTableElement.js';

defineFleetElement(deviceTableElement, DeviceTableElement);
