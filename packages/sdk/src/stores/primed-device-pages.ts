// A device list page asked for ahead of the store that shows it: a host that knows where the
// user is going (the console's route loader for /devices) requests the first page beside
// its start-up calls, and the devices store made for the screen takes that answer for its
// first load of the same query instead of asking again. Live events patch the page from
// then on as any other. A page is taken once, by a store of the same devices resource, and
// only while fresh (in flight, or answered at most PRIMED_PAGE_FRESH_MS ago): an older one
// may have missed live events, and the store asks again.
import type { DeviceListQuery } from '../domain/list-queries';
import type { Device, DevicesResource } from '../resources/devices';
import type { Page } from '../resources/support/paginate';

/** How long an answered primed page may be taken (ms). */
export const PRIMED_PAGE_FRESH_MS = 3_000;

type DeviceLister = Pick<DevicesResource, 'listDevices'>;

interface PrimedPage {
  page: Promise<Page<Device>>;
  answeredAt?: number;
}

const primed = new WeakMap<DeviceLister, Map<string, PrimedPage>>();

/** One text per query: the fields set, in a fixed order (undefined fields are not set). */
function queryKey(query: DeviceListQuery): string {
  const set = Object.entries(query).filter(([, value]) => value !== undefined);
  return JSON.stringify(set.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Requests `query`'s page now, for the next devices store over `devices` that loads the
 * same query (paging and sort filled in as the store fills them: DEVICES_DEFAULT_QUERY).
 * A failure is left to that store, which then asks itself.
 */
export function primeDevicePage(
  devices: DeviceLister,
  query: DeviceListQuery,
  now: () => number = Date.now,
): void {
  const pages = primed.get(devices) ?? new Map<string, PrimedPage>();
  primed.set(devices, pages);
  const key = queryKey(query);
  if (pages.has(key)) return;
  const entry: PrimedPage = { page: devices.listDevices(query) };
  pages.set(key, entry);
  entry.page.then(
    () => (entry.answeredAt = now()),
    () => pages.delete(key),
  );
}

/** The primed page of exactly `query`, if fresh; taken (forgotten) as it is returned. */
export function takePrimedDevicePage(
  devices: DeviceLister,
  query: DeviceListQuery,
  now: () => number = Date.now,
): Promise<Page<Device>> | undefined {
  const pages = primed.get(devices);
  const key = queryKey(query);
  const entry = pages?.get(key);
  if (!entry) return undefined;
  pages?.delete(key);
  const fresh = entry.answeredAt === undefined || now() - entry.answeredAt <= PRIMED_PAGE_FRESH_MS;
  return fresh ? entry.page : undefined;
}
