// The device table as <fleet-device-table> shows it: the API from the element's connection
// (base-url + client | getToken | token), shared with the page's other elements.
import { createDevicesNamespace, createUpdatesResource } from '@fleet/sdk';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { DeviceTable } from './DeviceTable.js';

export const DeviceTableElement = withFleetConnection(DeviceTable, {
  devices: createDevicesNamespace,
  updates: createUpdatesResource,
});
