// SPEC §4 device filter keys and SPEC §9 built-in and time-based device filters, as data that
// turns into a device list query for a given `now` (so results are reproducible in tests and
// the console can recompute them when the clock moves).
import {
  BUILT_IN_ONLINE_WINDOW_MS,
  OFFLINE_ONLINE_DURATION_MS,
  RECENT_DEVICES_MS,
} from './constants.js';
import type { DeviceStatus } from './device-status.js';
import { formatFilter, parseFilter } from './filters.js';
import type { DeviceListQuery } from './list-queries.js';
import { DEVICE_TEXTS, type MessageId, registerMessages } from './messages.js';
import { FleetValidationError } from './validation.js';

registerMessages(DEVICE_TEXTS);

export const DEVICE_FILTER_KEYS = [
  'recent',
  'hibernated',
  'notHibernated',
  'offline',
  'updateScheduled',
  'updatePending',
  'updateInProgress',
  'updateFailed',
] as const;
export type DeviceFilterKey = (typeof DEVICE_FILTER_KEYS)[number];

export function isDeviceFilterKey(key: string): key is DeviceFilterKey {
  return (DEVICE_FILTER_KEYS as readonly string[]).includes(key);
}

/** The keys of a device filter string; an unknown key throws 'Invalid filter key'. */
export function parseDeviceFilter(filter: string): DeviceFilterKey[] {
  return parseFilter(filter).map(({ key }) => {
    if (!isDeviceFilterKey(key)) throw new FleetValidationError('filter.invalidKey');
    return key;
  });
}

export function formatDeviceFilter(keys: readonly DeviceFilterKey[]): string {
  return formatFilter(keys.map((key) => ({ key, values: [] })));
}

// The update-status keys are named after what the user sees (SPEC §4), not the server name.
const STATUS_OF_KEY: Partial<Record<DeviceFilterKey, DeviceStatus>> = {
  updateScheduled: 'UpdateScheduled',
  updatePending: 'Outdated',
  updateInProgress: 'UpdatePending',
  updateFailed: 'Error',
};

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * The query for a set of filter keys. recent: registered within RECENT_DEVICES_MS; offline:
 * not seen within OFFLINE_ONLINE_DURATION_MS. Keys that set the same field (two statuses, or
 * hibernated and notHibernated) do not combine: the later key wins.
 */
export function deviceFilterQuery(keys: readonly DeviceFilterKey[], now: Date): DeviceListQuery {
  const query: DeviceListQuery = {};
  for (const key of keys) {
    const status = STATUS_OF_KEY[key];
    if (status) query.status = status;
    else if (key === 'recent') query.createdAtStart = ago(now, RECENT_DEVICES_MS);
    else if (key === 'hibernated') query.hibernated = true;
    else if (key === 'notHibernated') query.hibernated = false;
    else if (key === 'offline') query.lastSeenEnd = ago(now, OFFLINE_ONLINE_DURATION_MS);
  }
  return query;
}

/** A ready-made device filter. Every field is optional; together they narrow the list. */
export interface DeviceFilterPreset {
  readonly id: string;
  readonly labelId: MessageId;
  readonly hibernated?: boolean;
  /** Last seen at most this long before now. */
  readonly lastSeenWithinMs?: number;
  /** Last seen more than this long before now. */
  readonly lastSeenMoreThanMs?: number;
  /** true: has been seen at least once; false: has never been seen. */
  readonly seen?: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** SPEC §9 built-in device filters. */
export const BUILT_IN_DEVICE_FILTERS: readonly DeviceFilterPreset[] = [
  {
    id: 'online',
    labelId: 'deviceFilter.online',
    hibernated: false,
    lastSeenWithinMs: BUILT_IN_ONLINE_WINDOW_MS,
  },
  {
    id: 'offline',
    labelId: 'deviceFilter.offline',
    hibernated: false,
    lastSeenMoreThanMs: BUILT_IN_ONLINE_WINDOW_MS,
  },
  { id: 'seenOnline', labelId: 'deviceFilter.seenOnline', seen: true },
  { id: 'neverSeen', labelId: 'deviceFilter.neverSeen', seen: false },
];

/** SPEC §9 time-based device filters. */
export const TIME_DEVICE_FILTERS: readonly DeviceFilterPreset[] = [
  { id: 'seenWithin1h', labelId: 'deviceFilter.seenWithin1h', lastSeenWithinMs: HOUR },
  { id: 'seenWithin12h', labelId: 'deviceFilter.seenWithin12h', lastSeenWithinMs: 12 * HOUR },
  { id: 'seenWithin24h', labelId: 'deviceFilter.seenWithin24h', lastSeenWithinMs: DAY },
  { id: 'seenWithin7d', labelId: 'deviceFilter.seenWithin7d', lastSeenWithinMs: 7 * DAY },
  { id: 'seenWithin30d', labelId: 'deviceFilter.seenWithin30d', lastSeenWithinMs: 30 * DAY },
  { id: 'seenMoreThan1h', labelId: 'deviceFilter.seenMoreThan1h', lastSeenMoreThanMs: HOUR },
  { id: 'seenMoreThan30d', labelId: 'deviceFilter.seenMoreThan30d', lastSeenMoreThanMs: 30 * DAY },
];

export function deviceFilterPreset(id: string): DeviceFilterPreset | undefined {
  return [...BUILT_IN_DEVICE_FILTERS, ...TIME_DEVICE_FILTERS].find((p) => p.id === id);
}

/**
 * The query for a preset at `now`. "Seen" means a last-seen time exists (lastSeenEnd = now);
 * "never seen" is the NotSeen status.
 */
export function devicePresetQuery(preset: DeviceFilterPreset, now: Date): DeviceListQuery {
  const query: DeviceListQuery = {};
  if (preset.hibernated !== undefined) query.hibernated = preset.hibernated;
  if (preset.lastSeenWithinMs !== undefined)
    query.lastSeenStart = ago(now, preset.lastSeenWithinMs);
  if (preset.lastSeenMoreThanMs !== undefined)
    query.lastSeenEnd = ago(now, preset.lastSeenMoreThanMs);
  if (preset.seen === true) query.lastSeenEnd ??= now.toISOString();
  if (preset.seen === false) query.status = 'NotSeen';
  return query;
}
