// SPEC §9 URL batching: calls that repeat an id or hash in the query string are split into
// as few requests as possible, each URL staying within URL_LIMIT − URL_RESERVE characters.
// Every item is budgeted at a fixed width (48 per device id, 72 per hash) so the split does
// not depend on the actual encoding.
import { CHARS_PER_DEVICE_ID, CHARS_PER_HASH, URL_LIMIT, URL_RESERVE } from './constants.js';

export interface UrlBatchOptions {
  /** Maximum URL length; default URL_LIMIT. */
  limit?: number;
  /** Characters kept free (for other params, the origin); default URL_RESERVE. */
  reserve?: number;
  /** Length of the URL before any item is added; default 0. */
  baseLength?: number;
}

/** How many items fit in one URL. Throws if not even one does. */
export function itemsPerUrl(charsPerItem: number, options: UrlBatchOptions = {}): number {
  const { limit = URL_LIMIT, reserve = URL_RESERVE, baseLength = 0 } = options;
  if (!(charsPerItem > 0)) throw new RangeError('charsPerItem must be positive');
  const capacity = Math.floor((limit - reserve - baseLength) / charsPerItem);
  if (capacity < 1) throw new RangeError('The URL budget cannot hold a single item');
  return capacity;
}

/** Splits items, in order, into the fewest batches whose URLs fit. No items: no batches. */
export function batchByUrlLength<T>(
  items: readonly T[],
  charsPerItem: number,
  options: UrlBatchOptions = {},
): T[][] {
  if (items.length === 0) return [];
  const size = itemsPerUrl(charsPerItem, options);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

export const batchDeviceUuids = (uuids: readonly string[], baseLength = 0): string[][] =>
  batchByUrlLength(uuids, CHARS_PER_DEVICE_ID, { baseLength });

export const batchHashes = (hashes: readonly string[], baseLength = 0): string[][] =>
  batchByUrlLength(hashes, CHARS_PER_HASH, { baseLength });
