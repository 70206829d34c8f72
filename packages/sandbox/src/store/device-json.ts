import { DEVICE_STATUSES } from '@fleet/sdk/domain';
import type { SqlClient } from '../db/sql-client.js';
import type { DeviceFilter, DeviceOrder, PageWindow } from './device-query.js';
import { listDevicePage, type DevicePageOf } from './device-list-query.js';
import { devicePageBytes } from './device-page-bytes.js';
import type { DeviceRowsAs } from './device-rows.js';
import { text } from './rows.js';

/** A status the API does not know is NotSeen, as in toDevice. */
const KNOWN_STATUS = `d.status IN (${DEVICE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * A device's JSON as the API sends it, written by SQLite from its row: the text
 * `JSON.stringify(toDevice(row))` gives, byte for byte (the same keys in the same order, the
 * same escapes; test/device-json.test.ts), without the driver building an object of 13
 * properties per row for the event loop to serialize again. `json(...)` keeps a stored list
 * (or a true/false) as JSON, not text.
 */
const SQLITE_DEVICE_JSON = `json_object(
  'deviceUuid', d.uuid,
  'deviceId', d.device_id,
  'deviceName', d.name,
  'notes', d.notes,
  'deviceStatus', CASE WHEN ${KNOWN_STATUS} THEN d.status ELSE 'NotSeen' END,
  'hibernated', CASE WHEN d.hibernated <> 0 THEN json('true') ELSE json('false') END,
  'lastSeen', d.last_seen,
  'createdAt', d.created_at,
  'activatedAt', d.activated_at,
  'productName', d.product_name,
  'productFamily', d.product_family,
  'tagName', d.tag_name,
  'hardwareIds', json(d.hardware_ids)) AS device_json`;

/** A text column as JSON on PostgreSQL: a string (escaped as JSON.stringify does) or null. */
const pgJsonText = (column: string): string => `coalesce(to_json(${column})::text, 'null')`;

/**
 * A stored list that is already what JSON.stringify writes for it: strings without quotes,
 * backslashes or control characters (nothing to escape), joined by bare commas.
 */
const PLAIN_ID_LIST = String.raw`^\[("[^"\\\x01-\x1f]*"(,"[^"\\\x01-\x1f]*")*)?\]$`;

/**
 * The stored list of hardware ids as JSON.stringify writes it: its strings, in order, joined
 * by bare commas. Most lists are stored so (checked by a pattern, a tenth of the cost of
 * the rebuild); others are rebuilt from their strings: an id appended by PostgreSQL's jsonb
 * is stored after ", ", and stringList keeps only the strings of an array.
 */
const PG_HARDWARE_IDS = `CASE WHEN d.hardware_ids ~ '${PLAIN_ID_LIST}' THEN d.hardware_ids
  WHEN json_typeof(d.hardware_ids::json) = 'array' THEN coalesce(
  (SELECT '[' || string_agg(to_json(h.item #>> '{}')::text, ',' ORDER BY h.n) || ']'
   FROM json_array_elements(d.hardware_ids::json) WITH ORDINALITY h(item, n)
   WHERE json_typeof(h.item) = 'string'), '[]') ELSE '[]' END`;

/**
 * The same text written by PostgreSQL. Its json_build_object would put spaces after every
 * ':' and ',', so the object is concatenated from its members: each text through to_json,
 * whose escapes are JSON.stringify's (\b \f \n \r \t \" \\, other controls as
 * lower-case \u00xx, everything else as it is; a NUL cannot be stored). Every column is text
 * (timestamps are ISO 8601 texts), so no number or time is formatted here.
 */
const POSTGRES_DEVICE_JSON = `'{"deviceUuid":' || to_json(d.uuid)::text
  || ',"deviceId":' || to_json(d.device_id)::text
  || ',"deviceName":' || to_json(d.name)::text
  || ',"notes":' || ${pgJsonText('d.notes')}
  || ',"deviceStatus":' || CASE WHEN ${KNOWN_STATUS} THEN to_json(d.status)::text ELSE '"NotSeen"' END
  || ',"hibernated":' || CASE WHEN d.hibernated <> 0 THEN 'true' ELSE 'false' END
  || ',"lastSeen":' || ${pgJsonText('d.last_seen')}
  || ',"createdAt":' || to_json(d.created_at)::text
  || ',"activatedAt":' || ${pgJsonText('d.activated_at')}
  || ',"productName":' || ${pgJsonText('d.product_name')}
  || ',"productFamily":' || ${pgJsonText('d.product_family')}
  || ',"tagName":' || ${pgJsonText('d.tag_name')}
  || ',"hardwareIds":' || ${PG_HARDWARE_IDS} || '}' AS device_json`;

/** The devices of a page as their JSON texts, written by SQLite. */
export const DEVICE_JSON_TEXTS: DeviceRowsAs<string> = {
  columns: SQLITE_DEVICE_JSON,
  read: (row) => text(row, 'device_json'),
};

/** The devices of a page as their JSON texts, written by PostgreSQL. */
export const POSTGRES_DEVICE_JSON_TEXTS: DeviceRowsAs<string> = {
  columns: POSTGRES_DEVICE_JSON,
  read: (row) => text(row, 'device_json'),
};

/** The DevicePage's JSON around its devices' JSON texts, as JSON.stringify writes a DevicePage. */
export const devicePageJson = ({ total, offset, limit, values }: DevicePageOf<string>): string =>
  `{"total":${total},"offset":${offset},"limit":${limit},"values":[${values.join(',')}]}`;

/**
/** The engine's SQL for each device's JSON text. */
const jsonTexts = (db: SqlClient): DeviceRowsAs<string> =>
  db.dialect === 'sqlite' ? DEVICE_JSON_TEXTS : POSTGRES_DEVICE_JSON_TEXTS;

/**
 * A page of the device list as the API's JSON, encoded as UTF-8: each device's JSON comes
 * from the database, and the page's bytes are written from them one by one
 * (device-page-bytes.ts), never joined into one string.
 */
export async function listDevicesJsonBytes(
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<Uint8Array<ArrayBuffer>> {
  return devicePageBytes(
    await listDevicePage(db, jsonTexts(db), repositoryId, filter, order, page),
  );
}

/**
 * A page of the device list as the API's JSON text (a DevicePage): each device's JSON comes
 * from the database, and the page's is put around them.
 */
export async function listDevicesJson(
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<string> {
  return devicePageJson(await listDevicePage(db, jsonTexts(db), repositoryId, filter, order, page));
}
