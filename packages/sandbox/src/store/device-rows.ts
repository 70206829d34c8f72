import type { components } from '@fleet/sdk';
import { isDeviceStatus } from '@fleet/sdk/domain';
import type { SqlRow } from '../db/database.js';
import { flag, optionalText, stringList, text } from './rows.js';

type Schemas = components['schemas'];
export type Device = Schemas['Device'];
export type DevicePage = Schemas['DevicePage'];
export type DeviceNetworkInfo = Schemas['DeviceNetworkInfo'];

/** What the device calls of SPEC §7 show beyond the listed fields (fleets and packages aside). */
export type DeviceRecord = Device & {
  lastUpdated: string | null;
  networkInfo: DeviceNetworkInfo;
};

/** A device as the simulator sees it: the listed fields and the repository it lives in. */
export type SimulatedDevice = Device & { repositoryId: string };

/** A device whose contact a storm recorded: whom to tell, and where. */
export type SeenDevice = Pick<SimulatedDevice, 'deviceUuid' | 'repositoryId'>;

/**
 * The columns toDevice reads, over `devices d`: a page of the device list reads only these
 * (each column more costs the driver a property on every row: at 1,000 rows a page, the
 * columns below took about half of a page's time).
 */
export const DEVICE_LIST_COLUMNS = `d.uuid, d.device_id, d.name, d.notes, d.status, d.hibernated,
  d.last_seen, d.created_at, d.activated_at, d.product_name, d.product_family, d.tag_name,
  d.hardware_ids`;

/** The columns toDevice, toDeviceRecord and toSimulated read, over `devices d`. */
export const DEVICE_COLUMNS = `d.uuid, d.repository_id, d.device_id, d.name, d.notes, d.status, d.hibernated,
  d.last_seen, d.created_at, d.activated_at, d.last_updated, d.product_name, d.product_family,
  d.tag_name, d.hardware_ids, d.local_ipv4, d.hostname, d.mac_address`;

export function toDevice(row: SqlRow): Device {
  const status = text(row, 'status');
  return {
    deviceUuid: text(row, 'uuid'),
    deviceId: text(row, 'device_id'),
    deviceName: text(row, 'name'),
    notes: optionalText(row, 'notes'),
    deviceStatus: isDeviceStatus(status) ? status : 'NotSeen',
    hibernated: flag(row, 'hibernated'),
    lastSeen: optionalText(row, 'last_seen'),
    createdAt: text(row, 'created_at'),
    activatedAt: optionalText(row, 'activated_at'),
    productName: optionalText(row, 'product_name'),
    productFamily: optionalText(row, 'product_family'),
    tagName: optionalText(row, 'tag_name'),
    hardwareIds: stringList(row, 'hardware_ids'),
  };
}

/**
 * How a page of devices reads each device from its row over `devices d`: the columns it
 * selects, and what a row of them becomes. The list's query shapes (device-list-query.ts) take
 * one, so the same page comes as objects or, built by the database, as JSON texts
 * (device-json.ts).
 */
export interface DeviceRowsAs<T> {
  columns: string;
  read: (row: SqlRow) => T;
}

/** The devices of a page as the API's objects. */
export const DEVICE_OBJECTS: DeviceRowsAs<Device> = {
  columns: DEVICE_LIST_COLUMNS,
  read: toDevice,
};

export function toDeviceRecord(row: SqlRow): DeviceRecord {
  return {
    ...toDevice(row),
    lastUpdated: optionalText(row, 'last_updated'),
    networkInfo: {
      deviceUuid: text(row, 'uuid'),
      localIpV4: optionalText(row, 'local_ipv4'),
      hostname: optionalText(row, 'hostname'),
      macAddress: optionalText(row, 'mac_address'),
    },
  };
}

export const toSimulated = (row: SqlRow): SimulatedDevice => ({
  ...toDevice(row),
  repositoryId: text(row, 'repository_id'),
});
