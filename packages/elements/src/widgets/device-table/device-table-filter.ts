// The device table's filter as a SPEC §5 filter string (`key:value1|value2,…`), the form it
// takes in the `filter` attribute, in `fleet-filter-changed` events and in saved custom
// filters (SPEC §3 Saved filter: label, value):
//   preset:<id>      one SPEC §9 built-in or time-based filter (online, seenWithin1h, …)
//   <key>            SPEC §4 device filter keys (updateFailed, hibernated, recent, …)
//   search:<text>    only in saved filters: the search a saved filter brings back
// e.g. `preset:online,updateFailed`. The rules themselves (what each preset and key asks the
// API) are @fleet/sdk/domain's; this module only names and combines them.
import {
  deviceFilterPreset,
  deviceFilterQuery,
  devicePresetQuery,
  formatFilter,
  isDeviceFilterKey,
  parseFilter,
  type DeviceFilterKey,
  type DeviceListQuery,
  type FilterEntry,
} from '@fleet/sdk/domain';

export interface DeviceTableFilter {
  /** A built-in or time-based filter id (SPEC §9). */
  preset?: string;
  /** Device filter keys (SPEC §4); a later key wins over an earlier one for the same field. */
  keys: DeviceFilterKey[];
}

/** A saved custom filter's value: the filter and the search it was saved with. */
export interface SavedDeviceView {
  filter: DeviceTableFilter;
  search: string;
}

const PRESET = 'preset';
const SEARCH = 'search';

/** Reads a filter string; parts it does not know are reported to `onUnknown` and skipped. */
export function parseDeviceTableView(
  text: string,
  onUnknown: (entry: string) => void = () => undefined,
): SavedDeviceView {
  const view: SavedDeviceView = { filter: { keys: [] }, search: '' };
  for (const { key, values } of parseFilter(text)) {
    const [first] = values;
    if (key === PRESET && values.length === 1 && first && deviceFilterPreset(first)) {
      view.filter.preset = first;
    } else if (key === SEARCH) {
      view.search = values.join('|');
    } else if (values.length === 0 && isDeviceFilterKey(key)) {
      if (!view.filter.keys.includes(key)) view.filter.keys.push(key);
    } else {
      onUnknown(formatFilter([{ key, values }]));
    }
  }
  return view;
}

export function parseDeviceTableFilter(
  text: string,
  onUnknown?: (entry: string) => void,
): DeviceTableFilter {
  return parseDeviceTableView(text, onUnknown).filter;
}

export function formatDeviceTableView({ filter, search }: SavedDeviceView): string {
  const entries: FilterEntry[] = [
    ...(filter.preset ? [{ key: PRESET, values: [filter.preset] }] : []),
    ...filter.keys.map((key) => ({ key, values: [] })),
    ...(search ? [{ key: SEARCH, values: [search] }] : []),
  ];
  return formatFilter(entries);
}

export function formatDeviceTableFilter(filter: DeviceTableFilter): string {
  return formatDeviceTableView({ filter, search: '' });
}

/** The query fields every filter sets or clears, so a new filter leaves none of the old. */
export type DeviceFilterFields = Pick<
  DeviceListQuery,
  'status' | 'hibernated' | 'lastSeenStart' | 'lastSeenEnd' | 'createdAtStart'
>;

const CLEARED: Record<keyof DeviceFilterFields, undefined> = {
  status: undefined,
  hibernated: undefined,
  lastSeenStart: undefined,
  lastSeenEnd: undefined,
  createdAtStart: undefined,
};

/** The device list query fields of a filter at `now` (absent ones set to undefined). */
export function deviceTableFilterQuery(filter: DeviceTableFilter, now: Date): DeviceFilterFields {
  const preset = filter.preset ? deviceFilterPreset(filter.preset) : undefined;
  return {
    ...CLEARED,
    ...(preset && devicePresetQuery(preset, now)),
    ...deviceFilterQuery(filter.keys, now),
  };
}

export const isEmptyFilter = (filter: DeviceTableFilter) =>
  !filter.preset && filter.keys.length === 0;
