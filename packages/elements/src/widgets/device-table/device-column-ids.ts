// The device table's columns (SPEC §2 /devices column chooser, §3 Device fields and derived
// installed packages) and the SPEC §3 sort name of each sortable one. Plain data: the element
// description reads it in Node.
import {
  DEFAULT_HIDDEN_DEVICE_COLUMNS,
  type DeviceSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';

export const DEVICE_COLUMN_IDS = [
  'name',
  'deviceId',
  'uuid',
  'status',
  'lastSeen',
  'createdAt',
  'activatedAt',
  'fleets',
  'installedOsPackage',
  'installedApplicationPackage',
  'installedBootloaderPackage',
  'installedSubsystemsPackages',
] as const;
export type DeviceColumnId = (typeof DEVICE_COLUMN_IDS)[number];

export const isDeviceColumnId = (id: string): id is DeviceColumnId =>
  (DEVICE_COLUMN_IDS as readonly string[]).includes(id);

/** Every column but the hidden-by-default ones (SPEC §9: installed bootloader). */
export const DEFAULT_DEVICE_COLUMNS: readonly DeviceColumnId[] = DEVICE_COLUMN_IDS.filter(
  (id) => !DEFAULT_HIDDEN_DEVICE_COLUMNS.includes(id),
);

/** The known column ids of a list (`name,status` or an array), in its order, once each. */
export function readDeviceColumns(value: string | readonly string[]): DeviceColumnId[] {
  const ids = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(ids.map((id) => id.trim()).filter(isDeviceColumnId))];
}

export const SORT_OF_COLUMN: Readonly<Partial<Record<DeviceColumnId, DeviceSortBy>>> = {
  name: 'Name',
  deviceId: 'DeviceId',
  uuid: 'Uuid',
  createdAt: 'CreatedAt',
  activatedAt: 'ActivatedAt',
  lastSeen: 'LastSeen',
};

export const columnOfSort = (sortBy: DeviceSortBy): DeviceColumnId | undefined =>
  (Object.keys(SORT_OF_COLUMN) as DeviceColumnId[]).find((id) => SORT_OF_COLUMN[id] === sortBy);

/** A sort as `fleet-sort-changed` reports it. */
export interface DeviceSort {
  sortBy: DeviceSortBy;
  sortDirection: SortDirection;
}
