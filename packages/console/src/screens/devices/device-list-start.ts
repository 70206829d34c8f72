// The device list's first page, asked for beside the route's guard (SPEC §2 /devices): the
// queries the screen's device table starts with — the address's filter and search, then the
// user's remembered page size and sort — primed in the SDK so the table's devices store shows
// the answer without asking again (primeDevicesStore). A filter whose query depends on the
// moment it is made (recent, offline, the time-based presets) is left to the table.
import { primeDevicesStore } from '@fleet/sdk';
import {
  DEVICE_SORTS,
  deviceFilterQuery,
  isDeviceFilterKey,
  parseFilter,
  type DeviceFilterKey,
  type DeviceListQuery,
  type PaginationOption,
} from '@fleet/sdk/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { fleetApp } from '../../app/fleet-app';

const TIMED_FIELDS = ['lastSeenStart', 'lastSeenEnd', 'createdAtStart'] as const;

const isSortBy = (value: unknown): value is (typeof DEVICE_SORTS)[number] =>
  (DEVICE_SORTS as readonly unknown[]).includes(value);

/** The query the table starts with for the address's `filter` and `search`, when known ahead. */
export function deviceListStartQuery(address: URLSearchParams): DeviceListQuery | undefined {
  const keys: DeviceFilterKey[] = [];
  for (const { key, values } of parseFilter(address.get('filter') ?? '')) {
    if (values.length > 0 || !isDeviceFilterKey(key)) return undefined;
    keys.push(key);
  }
  const fields = deviceFilterQuery(keys, new Date());
  if (TIMED_FIELDS.some((field) => fields[field] !== undefined)) return undefined;
  return { ...fields, search: address.get('search') || undefined };
}

/** The query the table goes on to with the user's remembered page size and sort, if any. */
export function rememberedPageQuery(
  start: DeviceListQuery,
  remembered: PaginationOption | undefined,
): DeviceListQuery | undefined {
  if (!remembered) return undefined;
  const { limit, sortBy, sortDirection } = remembered;
  if (!limit && !isSortBy(sortBy)) return undefined;
  return {
    ...start,
    offset: 0,
    ...(limit && { limit }),
    ...(isSortBy(sortBy) && { sortBy, sortDirection: sortDirection ?? 'Asc' }),
  };
}

/**
 * Beside the guard of /devices: once signed in and the active repository is chosen (the list
 * is the active repository's), primes the table's first page, then the page of the user's
 * remembered page size and sort when they change it. Never fails: the table asks itself.
 */
export function startDeviceList({ request }: LoaderFunctionArgs): void {
  const start = deviceListStartQuery(new URL(request.url).searchParams);
  if (!start) return;
  const app = fleetApp();
  const priming = async () => {
    if (!(await app.auth.isSignedIn())) return;
    await app.session.activeRepositoryChosen();
    primeDevicesStore(app.fleet, start);
    await app.userOptions.load();
    const remembered = rememberedPageQuery(
      start,
      app.userOptions.option('devicesPagination').peek(),
    );
    if (remembered) primeDevicesStore(app.fleet, remembered);
  };
  void priming().catch(() => undefined);
}
