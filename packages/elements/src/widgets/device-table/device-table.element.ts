// <fleet-device-table>'s wiring: what the element wrapper reads at run time (its documentation:
// device-table.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import type { DeviceTableProps } from './DeviceTable.js';

export type DeviceTableElementProps = DeviceTableProps & FleetConnectionProps;

export const deviceTableWiring = {
  tagName: 'fleet-device-table',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    pageSize: 'number',
    columns: 'string',
    filter: 'string',
    search: 'string',
    deviceHref: 'string',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onRowSelected: 'fleet-row-selected',
    onSelectionChanged: 'fleet-selection-changed',
    onPageChanged: 'fleet-page-changed',
    onFilterChanged: 'fleet-filter-changed',
    onSortChanged: 'fleet-sort-changed',
    onSearchChanged: 'fleet-search-changed',
  },
} as const satisfies ElementWiring<DeviceTableElementProps>;
