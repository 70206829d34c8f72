// SPEC §3 user options: per-user key/value settings kept on the server. Arrays are never
// stored bare (the option store keeps scalars, null and objects): a top-level array is stored
// wrapped with a type marker, as the API describes it (openapi UserOptionWrappedArray):
//   ['a', 'b']  →  { "_type": "array", "value": ["a", "b"] }
// An object value that itself has a "_type" key is wrapped too, as
//   { "_type": "object", "value": { ... } }
// so a stored object is never mistaken for a wrapper, and decode(encode(v)) equals v for every
// JSON value. Arrays nested inside an object are stored as they are.

export const USER_OPTION_KEYS = {
  devicesPagination: 'devicesPagination',
  deviceListColumns: 'deviceListColumns',
  fleetsPagination: 'fleetsPagination',
  fleetListColumns: 'fleetListColumns',
  packagesPagination: 'packagesPagination',
  packageListColumns: 'packageListColumns',
  customFilters: 'customFilters',
  delegationOrder: 'delegationOrder',
  defaultRepository: 'defaultRepository',
  dismissedBanners: 'dismissedBanners',
  readNotifications: 'readNotifications',
  betaFeaturesEnabled: 'betaFeaturesEnabled',
  dashboardLayout: 'dashboardLayout',
} as const;
export type UserOptionKey = (typeof USER_OPTION_KEYS)[keyof typeof USER_OPTION_KEYS];

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export const TYPE_MARKER = '_type';

const isPlainObject = (v: unknown): v is { [key: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored form of an option value. */
export function encodeOptionValue(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return { [TYPE_MARKER]: 'array', value };
  if (isPlainObject(value) && Object.hasOwn(value, TYPE_MARKER))
    return { [TYPE_MARKER]: 'object', value };
  return value;
}

/** An option value from its stored form; anything that is not a wrapper reads as it is. */
export function decodeOptionValue(stored: JsonValue): JsonValue {
  if (!isPlainObject(stored) || Object.keys(stored).length !== 2) return stored;
  const marker = stored[TYPE_MARKER];
  const inner = stored.value;
  if (marker === 'array' && Array.isArray(inner)) return inner;
  if (marker === 'object' && isPlainObject(inner)) return inner;
  return stored;
}

/** A list's remembered paging and sort. */
export interface PaginationOption {
  limit?: number;
  sortBy?: string;
  sortDirection?: 'Asc' | 'Desc';
}

/** The dashboard's cards as the user arranged them (the customizable dashboard feature). */
export interface DashboardLayoutOption {
  /** Card ids, first shown first; a card not listed comes after them. */
  order: string[];
  /** Ids of the cards the user hid. */
  hidden: string[];
}

export interface SavedFilter {
  label: string;
  value: string;
}

/** The value type of each option. */
export interface UserOptionValues {
  devicesPagination: PaginationOption;
  deviceListColumns: string[];
  fleetsPagination: PaginationOption;
  fleetListColumns: string[];
  packagesPagination: PaginationOption;
  packageListColumns: string[];
  customFilters: SavedFilter[];
  delegationOrder: string[];
  defaultRepository: string;
  dismissedBanners: string[];
  /** Ids of the notifications the user marked read that outlive a page (banners, account). */
  readNotifications: string[];
  betaFeaturesEnabled: boolean;
  dashboardLayout: DashboardLayoutOption;
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

const isPagination = (v: unknown): v is PaginationOption =>
  isPlainObject(v) &&
  (v.limit === undefined || typeof v.limit === 'number') &&
  (v.sortBy === undefined || typeof v.sortBy === 'string') &&
  (v.sortDirection === undefined || v.sortDirection === 'Asc' || v.sortDirection === 'Desc');

const isSavedFilters = (v: unknown): v is SavedFilter[] =>
  Array.isArray(v) &&
  v.every((f) => isPlainObject(f) && typeof f.label === 'string' && typeof f.value === 'string');

const SHAPE: { [K in UserOptionKey]: (v: unknown) => v is UserOptionValues[K] } = {
  devicesPagination: isPagination,
  deviceListColumns: isStringArray,
  fleetsPagination: isPagination,
  fleetListColumns: isStringArray,
  packagesPagination: isPagination,
  packageListColumns: isStringArray,
  customFilters: isSavedFilters,
  delegationOrder: isStringArray,
  defaultRepository: (v): v is string => typeof v === 'string',
  dismissedBanners: isStringArray,
  readNotifications: isStringArray,
  betaFeaturesEnabled: (v): v is boolean => typeof v === 'boolean',
  dashboardLayout: (v): v is DashboardLayoutOption =>
    isPlainObject(v) && isStringArray(v.order) && isStringArray(v.hidden),
};

/** A stored option read back as its type; undefined when absent or not of that shape. */
export function readUserOption<K extends UserOptionKey>(
  key: K,
  stored: JsonValue | undefined,
): UserOptionValues[K] | undefined {
  if (stored === undefined) return undefined;
  const value = decodeOptionValue(stored);
  return SHAPE[key](value) ? value : undefined;
}

/** The stored form of an option; the key types the value. */
export function writeUserOption<K extends UserOptionKey>(
  _key: K,
  value: UserOptionValues[K],
): JsonValue {
  return encodeOptionValue(value as unknown as JsonValue);
}
