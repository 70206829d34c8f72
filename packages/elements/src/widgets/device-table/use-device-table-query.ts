// The device table's list state (SPEC §2 /devices: filter, search, paging; §9 defaults) between
// the host and the user: `filter`, `search` and `page-size` set it (and set it again when they
// change), the user changes it from the toolbar, headers and pager, and the user's remembered
// page size and sort (the devicesPagination option) apply until the user picks their own.
import type { DevicesStore, UserOptionsStore } from '@fleet/sdk';
import {
  DEVICE_SORTS,
  DEVICES_PAGE_SIZE,
  type DeviceListQuery,
  type DeviceSortBy,
} from '@fleet/sdk/domain';
import { useEffect, useRef, useState } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import {
  deviceTableFilterQuery,
  formatDeviceTableFilter,
  parseDeviceTableFilter,
  type DeviceTableFilter,
} from './device-table-filter.js';
import type { DeviceSort } from './device-column-ids.js';

/** A value the host sets and the user changes: a new host value replaces the user's. */
function useHostValue(hostValue: string | undefined): [string, (value: string) => void] {
  const [state, setState] = useState({ hostValue, value: hostValue ?? '' });
  if (state.hostValue !== hostValue) {
    setState({ hostValue, value: hostValue ?? '' });
    return [hostValue ?? '', (value) => setState({ hostValue, value })];
  }
  return [state.value, (value) => setState({ hostValue, value })];
}

const warnUnknown = (entry: string) =>
  console.warn(`fleet-device-table: filter part "${entry}" is not a device filter; ignored`);

/** A page size a host may set: a whole number of devices, at least one. */
export function hostPageSize(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (Number.isInteger(value) && value > 0) return value;
  console.warn(`fleet-device-table: page-size ${value} is not a number of devices; ignored`);
  return undefined;
}

/** The query a table starts with, from its host's attributes. */
export function initialDeviceQuery(props: {
  filter?: string;
  search?: string;
  pageSize?: number;
}): DeviceListQuery {
  return {
    ...deviceTableFilterQuery(parseDeviceTableFilter(props.filter ?? '', warnUnknown), new Date()),
    search: props.search || undefined,
    limit: props.pageSize ?? DEVICES_PAGE_SIZE,
  };
}

const isSortBy = (value: unknown): value is DeviceSortBy =>
  (DEVICE_SORTS as readonly unknown[]).includes(value);

export function useDeviceTableQuery(
  props: { filter?: string; search?: string; pageSize?: number },
  devices: DevicesStore,
  userOptions: UserOptionsStore,
) {
  const [filterText, setFilterText] = useHostValue(props.filter);
  const [search, setSearch] = useHostValue(props.search);
  const query = useSignalValue(devices.query);
  const remembered = useSignalValue(userOptions.option('devicesPagination'));
  // What the store was last given, so a render with nothing new sends nothing.
  const applied = useRef({ filterText, search, pageSize: props.pageSize });
  const userPaged = useRef(false);

  useEffect(() => {
    if (applied.current.filterText === filterText && applied.current.search === search) return;
    applied.current = { ...applied.current, filterText, search };
    devices.setQuery({
      ...deviceTableFilterQuery(parseDeviceTableFilter(filterText, warnUnknown), new Date()),
      search: search || undefined,
    });
  }, [devices, filterText, search]);

  useEffect(() => {
    if (props.pageSize === undefined || applied.current.pageSize === props.pageSize) return;
    applied.current = { ...applied.current, pageSize: props.pageSize };
    devices.setQuery({ limit: props.pageSize });
  }, [devices, props.pageSize]);

  useEffect(() => {
    if (!remembered || userPaged.current) return;
    userPaged.current = true; // once: later changes of the option are this user's own
    devices.setQuery({
      ...(props.pageSize === undefined && remembered.limit && { limit: remembered.limit }),
      ...(isSortBy(remembered.sortBy) && {
        sortBy: remembered.sortBy,
        sortDirection: remembered.sortDirection ?? 'Asc',
      }),
    });
  }, [devices, remembered, props.pageSize]);

  /**
   * Remembers the page size and sort for this user; not when their options could not be read
   * (an API client's token, say), where the write would only fail again and again.
   */
  const remember = (change: Partial<DeviceSort & { limit: number }>) => {
    userPaged.current = true;
    if (userOptions.error.peek()) return;
    const { limit, sortBy, sortDirection } = { ...devices.query.peek(), ...change };
    userOptions.set('devicesPagination', { limit, sortBy, sortDirection });
  };

  return {
    query,
    filterText,
    filter: parseDeviceTableFilter(filterText),
    search,
    setFilter(filter: DeviceTableFilter) {
      setFilterText(formatDeviceTableFilter(filter));
    },
    setSearch,
    setSort(sort: DeviceSort) {
      remember(sort);
      devices.setQuery(sort);
    },
    setPage(page: { offset: number; limit: number }) {
      if (page.limit !== devices.query.peek().limit) remember({ limit: page.limit });
      else userPaged.current = true;
      devices.setQuery(page);
    },
  };
}
