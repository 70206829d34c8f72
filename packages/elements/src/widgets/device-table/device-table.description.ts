// <fleet-device-table>: what custom-elements.json says about it. Plain data (loads in Node)
// for the manifest, the typings and the embedding guide; the element wrapper reads only the
// wiring (device-table.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { deviceTableWiring, type DeviceTableElementProps } from './device-table.element.js';

export type { DeviceTableElementProps } from './device-table.element.js';

export const deviceTableElement: ElementDescription<DeviceTableElementProps> = describeElement(
  deviceTableWiring,
  {
    className: 'FleetDeviceTable',
    summary:
      "The device list of a Fleet repository: sortable columns with a column chooser (saved as the user's deviceListColumns option), built-in, time-based and status filters, saved custom filters, search, paging (10 per page by default; the size is saved as devicesPagination) and row selection with bulk hibernate, wake and delete. Only the page shown is fetched, and rows follow the live channel (status, last seen, deleted and new devices). Hibernate and Wake need the devices `hibernate` right and Delete the devices `delete` right: without it the button is disabled with the tooltip 'You do not have permission to perform this action' (saving custom filters needs no right). Set `base-url` and one of the `client`, `getToken` or `token` properties (that order of precedence); nothing is fetched until one is set.",
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      pageSize: {
        description:
          "Devices per page. Default: the user's remembered page size, else 10. Changing it shows the first page at the new size.",
        default: '10',
      },
      columns: {
        description:
          "Comma-separated columns to show, in order, from: name, deviceId, uuid, status, lastSeen, createdAt, activatedAt, fleets, installedOsPackage, installedApplicationPackage, installedBootloaderPackage, installedSubsystemsPackages. When set, the column chooser is hidden. Default: the user's choice, else every column but installedBootloaderPackage.",
      },
      filter: {
        description:
          'The filter, as `key:value1|value2` entries joined by commas: `preset:<id>` for one built-in (online, offline, seenOnline, neverSeen) or time-based filter (seenWithin1h, seenWithin12h, seenWithin24h, seenWithin7d, seenWithin30d, seenMoreThan1h, seenMoreThan30d), and device filter keys (recent, hibernated, notHibernated, offline, updateScheduled, updatePending, updateInProgress, updateFailed), e.g. `preset:online,updateFailed`. The user can change it; a new attribute value replaces theirs.',
      },
      search: {
        description:
          'Shows devices whose name contains this text. The user can change it; a new attribute value replaces theirs.',
      },
      deviceHref: {
        description:
          "The address of a device in your portal, with `{deviceUuid}` (or `{deviceId}`) standing for the device's URL-encoded value, e.g. `/devices/{deviceUuid}`. Each device's name is then a link there (a middle or Ctrl/⌘-click opens it in a new tab, it can be copied, assistive technology lists it), and clicking a row or pressing Enter on it follows the link too, unless a `fleet-row-selected` listener calls `preventDefault()` (to route within a single-page app). Without it, names are plain text and a row only fires `fleet-row-selected`.",
      },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onRowSelected: {
        detail: '{ deviceUuid: string; device: Device }',
        description:
          "A row was activated (clicked, or Enter on a focused row) or a device's name link clicked, e.g. to open the device. With `device-href`, `preventDefault()` keeps the link from being followed (route within your page instead).",
      },
      onSelectionChanged: {
        detail: '{ deviceUuids: string[] }',
        description: 'The devices selected for a bulk action changed (kept across pages).',
      },
      onPageChanged: {
        detail: '{ offset: number; limit: number }',
        description: 'The user went to another page or changed the page size.',
      },
      onFilterChanged: {
        detail: '{ filter: string }',
        description:
          "The user changed the filter; `filter` is in the `filter` attribute's form (for a URL, say).",
      },
      onSortChanged: {
        detail:
          "{ sortBy: 'Name' | 'DeviceId' | 'Uuid' | 'CreatedAt' | 'ActivatedAt' | 'LastSeen'; sortDirection: 'Asc' | 'Desc' }",
        description: 'The user sorted by a column header.',
      },
      onSearchChanged: {
        detail: '{ search: string }',
        description: 'The user changed the search text.',
      },
    },
    parts: {
      base: 'The whole widget.',
      toolbar:
        'The filter bar: filter, status, search, saved filter actions and the column chooser.',
      filter: 'The filter select (built-in, time-based and saved filters).',
      search: 'The search input.',
      'column-chooser': 'The column chooser disclosure.',
      'bulk-actions': 'The bar of actions on the selected devices (shown while some are selected).',
      error: 'The message shown when the devices could not be loaded.',
      'table-frame':
        'The frame each table scrolls in sideways (its first column stays in view); under 561 px wide, its rows show as cards of labelled fields.',
      table: 'The table.',
      header: 'A column header cell (`data-column` names the column).',
      row: 'A device row.',
      'device-link': "A device's name as a link (with `device-href`).",
      cell: 'A body cell (`data-column` names the column).',
      'status-badge': "A device's update status.",
      'empty-state': 'The message shown when no device matches.',
      pagination: 'The pager: page size, range and previous/next.',
      dialog: 'The save-filter, overwrite and delete confirmation dialogs.',
    },
  },
);
