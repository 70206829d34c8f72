import { DEVICE_STATUSES } from '@fleet/sdk/domain';
import type { SqlClient } from '../db/sql-client.js';
import type { DeviceFilter, DeviceOrder, PageWindow } from './device-query.js';
import { listDevicePage, listDevices, type DevicePageOf } from './device-list-query.js';
import { devicePageBytes } from './device-page-bytes.js';
import type { DeviceRowsAs } from './device-rows.js';
import { text } from './rows.js';

const utf8 = new TextEncoder();

/**
 * A device's JSON as the API sends it, written by SQLite from its row: the text
 * `JSON.stringify(toDevice(row))` gives, byte for byte (the same keys in the same order, the
 * same escapes; test/device-json.test.ts), without the driver building an object of 13
 * properties per row for the event loop to serialize again. A status SQLite does not know is
 * NotSeen, as in toDevice; `json(...)` keeps a stored list (or a true/false) as JSON, not text.
 */
const DEVICE_JSON = `json_object(
  'deviceUuid', d.uuid,
  'deviceId', d.device_id,
  'deviceName', d.name,
  'notes', d.notes,
  'deviceStatus', CASE WHEN d.status IN (${DEVICE_STATUSES.map((status) => `'${status}'`).join(', ')})
    THEN d.status ELSE 'NotSeen' END,
  'hibernated', CASE WHEN d.hibernated <> 0 THEN json('true') ELSE json('false') END,
  'lastSeen', d.last_seen,
  'createdAt', d.created_at,
  'activatedAt', d.activated_at,
  'productName', d.product_name,
  'productFamily', d.product_family,
  'tagName', d.tag_name,
  'hardwareIds', json(d.hardware_ids)) AS device_json`;

/** The devices of a page as their JSON texts, written by SQLite. */
export const DEVICE_JSON_TEXTS: DeviceRowsAs<string> = {
  columns: DEVICE_JSON,
  read: (row) => text(row, 'device_json'),
};

/** The DevicePage's JSON around its devices' JSON texts, as JSON.stringify writes a DevicePage. */
export const devicePageJson = ({ total, offset, limit, values }: DevicePageOf<string>): string =>
  `{"total":${total},"offset":${offset},"limit":${limit},"values":[${values.join(',')}]}`;

/**
 * A page of the device list as the API's JSON, encoded as UTF-8: on SQLite from its devices'
 * texts one by one (device-page-bytes.ts), never joined into one string.
 */
export async function listDevicesJsonBytes(
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<Uint8Array<ArrayBuffer>> {
  if (db.dialect !== 'sqlite')
    return utf8.encode(JSON.stringify(await listDevices(db, repositoryId, filter, order, page)));
  return devicePageBytes(
    await listDevicePage(db, DEVICE_JSON_TEXTS, repositoryId, filter, order, page),
  );
}

/**
 * A page of the device list as the API's JSON text (a DevicePage). On SQLite each device's
 * JSON comes from the database and the page's is put around them; PostgreSQL's page is the
 * objects' JSON.
 */
export async function listDevicesJson(
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<string> {
  if (db.dialect !== 'sqlite')
    return JSON.stringify(await listDevices(db, repositoryId, filter, order, page));
  return devicePageJson(
    await listDevicePage(db, DEVICE_JSON_TEXTS, repositoryId, filter, order, page),
  );
}
