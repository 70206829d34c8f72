// The dashboard's headline counts (SPEC §2 /): how many devices there are, online, offline,
// whose update failed, is pending or in progress, and never seen. Each is a device list
// filter, so the dashboard links each count to the device list showing those devices.
import type { DeviceFilterKey } from './device-filters.js';
import { deviceFilterPreset, deviceFilterQuery, devicePresetQuery } from './device-filters.js';
import type { DeviceListQuery } from './list-queries.js';

export const HEADLINE_COUNT_IDS = [
  'total',
  'online',
  'offline',
  'updateFailed',
  'updatePending',
  'updateInProgress',
  'neverSeen',
] as const;
export type HeadlineCountId = (typeof HEADLINE_COUNT_IDS)[number];

/** The device list filter of a count: a SPEC §9 preset, or SPEC §4 filter keys. */
export interface HeadlineCountFilter {
  readonly preset?: string;
  readonly keys?: readonly DeviceFilterKey[];
}

export const HEADLINE_COUNT_FILTERS: Readonly<Record<HeadlineCountId, HeadlineCountFilter>> = {
  total: {},
  online: { preset: 'online' },
  offline: { preset: 'offline' },
  updateFailed: { keys: ['updateFailed'] },
  updatePending: { keys: ['updatePending'] },
  updateInProgress: { keys: ['updateInProgress'] },
  neverSeen: { preset: 'neverSeen' },
};

/** The device list query a count counts, at `now`. */
export function headlineCountQuery(id: HeadlineCountId, now: Date): DeviceListQuery {
  const { preset, keys = [] } = HEADLINE_COUNT_FILTERS[id];
  const found = preset === undefined ? undefined : deviceFilterPreset(preset);
  return { ...(found && devicePresetQuery(found, now)), ...deviceFilterQuery(keys, now) };
}
