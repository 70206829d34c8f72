// Test support: an in-memory devices API for browser tests (device list with its filters,
// sorts and paging, installed packages, fleet membership, hibernation, delete, device updates
// and user options), answered through a fetch function, so widgets run on the real SDK
// resources and stores. Every exchange is kept; `contractProblems()` checks them all against
// openapi/ in Node (tools/contract-command.mjs), so fixtures are real wire shapes. The caller's
// rights (`auth/discover`) are every right unless `allow()` narrows them.
import { createFleet, createFleetClient, type components, type FleetSdk } from '@fleet/sdk';
import { contractProblems, type FakeExchange } from './contract.js';
import { ALL_PERMISSIONS, discovered } from './rights.js';

type Schemas = components['schemas'];
type Device = Schemas['Device'];
type InstalledPackage = Schemas['InstalledPackage'];
type Fleet = Schemas['Fleet'];

export const FAKE_DEVICES_API = 'http://devices.fake';

export type { FakeExchange } from './contract.js';

const STATUSES: Device['deviceStatus'][] = ['UpToDate', 'Outdated', 'UpdatePending', 'Error'];
const MINUTE = 60_000;

export const uuidOf = (i: number) => `6f1c2a9e-0b7d-4c1e-9a3f-${String(i).padStart(12, '0')}`;

/** Device i: `gateway-001`…; every 7th never seen, every 5th hibernated, every 3rd in error. */
export function fakeDevice(i: number, now: number, change: Partial<Device> = {}): Device {
  const seen = i % 7 !== 0;
  return {
    deviceUuid: uuidOf(i),
    deviceId: `verdin-${String(i).padStart(4, '0')}`,
    deviceName: `gateway-${String(i).padStart(3, '0')}`,
    notes: null,
    deviceStatus: seen ? (STATUSES[i % STATUSES.length] ?? 'UpToDate') : 'NotSeen',
    hibernated: i % 5 === 0,
    lastSeen: seen ? new Date(now - i * 7 * MINUTE).toISOString() : null,
    createdAt: new Date(now - (100 + i) * 86_400_000).toISOString(),
    activatedAt: seen ? new Date(now - (99 + i) * 86_400_000).toISOString() : null,
    hardwareIds: ['verdin-imx8mp', 'docker-compose'],
    ...change,
  };
}

const installed = (hardwareId: string, name: string, version: string): InstalledPackage => ({
  packageId: `${name}-${version}`,
  name,
  version,
  hashes: { sha256: 'a'.repeat(64) },
  hardwareIds: [hardwareId],
  packageSource: 'targets.json',
});

/** OS, application, bootloader and subsystem packages on every device. */
export const FAKE_INSTALLED: InstalledPackage[] = [
  installed('verdin-imx8mp', 'torizon-core-docker', '7.2.0'),
  installed('docker-compose', 'my-app', '1.2.0'),
  installed('verdin-imx8mp-bootloader', 'u-boot', '2024.04'),
  installed('verdin-m4', 'm4-firmware', '0.3.0'),
];

export const FAKE_FLEET: Fleet = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Packing line',
  createdAt: '2025-02-01T09:00:00Z',
  fleetType: 'static',
  expression: null,
};

const SORT_FIELD: Record<string, (d: Device) => string> = {
  Name: (d) => d.deviceName,
  DeviceId: (d) => d.deviceId,
  Uuid: (d) => d.deviceUuid,
  CreatedAt: (d) => d.createdAt,
  ActivatedAt: (d) => d.activatedAt ?? '',
  LastSeen: (d) => d.lastSeen ?? '',
};

function matches(device: Device, q: URLSearchParams): boolean {
  const name = q.get('nameContains');
  const time = (field: string | null | undefined, start: string | null, end: string | null) =>
    (!start || (!!field && field >= start)) && (!end || (!!field && field <= end));
  return (
    (!name || device.deviceName.toLowerCase().includes(name.toLowerCase())) &&
    (!q.get('status') || device.deviceStatus === q.get('status')) &&
    (!q.get('hibernated') || String(device.hibernated) === q.get('hibernated')) &&
    time(device.lastSeen, q.get('lastSeenStart'), q.get('lastSeenEnd')) &&
    time(device.createdAt, q.get('createdAtStart'), q.get('createdAtEnd'))
  );
}

export interface FakeDevicesApi {
  sdk: FleetSdk;
  devices: Device[];
  /** Stored user options by key, as on the wire (arrays wrapped). */
  options: Map<string, unknown>;
  exchanges: FakeExchange[];
  /** Requests to a path (no query), e.g. '/api/v2beta/devices'. */
  sent(method: string, path: string): URL[];
  /** Makes the next answers to a path fail with this status until cleared (403 names read:devices). */
  fail(path: string, status: number | undefined): void;
  /** Holds answers to a path until the returned release is called. */
  hold(path: string): () => void;
  /** The permissions `auth/discover` answers from now on (SPEC §6). */
  allow(permissions: readonly string[]): void;
  contractProblems(): Promise<string[]>;
}

export function fakeDevicesApi(count = 25, now = Date.now()): FakeDevicesApi {
  const devices = Array.from({ length: count }, (_, i) => fakeDevice(i + 1, now));
  const options = new Map<string, unknown>();
  const exchanges: FakeExchange[] = [];
  const failing = new Map<string, number>();
  const held = new Map<string, Promise<void>>();
  let permissions: readonly string[] = ALL_PERMISSIONS;

  function answer(method: string, url: URL, body: unknown): { status: number; body?: unknown } {
    const path = url.pathname;
    const q = url.searchParams;
    const failure = failing.get(path);
    if (failure === 401)
      return { status: 401, body: { code: 'unauthorized', msg: 'The access token is invalid.' } };
    if (failure === 403)
      return {
        status: 403,
        body: { code: 'forbidden', msg: 'Not permitted.', permission: 'read:devices' },
      };
    if (failure)
      return { status: failure, body: { code: 'internal_error', msg: 'Failed on purpose' } };
    if (method === 'GET' && path === '/api/v2beta/auth/discover') return discovered(permissions);
    const byUuid = (uuid: string) => devices.find((d) => d.deviceUuid === uuid);
    const id = path.split('/').at(-1) ?? '';
    if (method === 'GET' && path === '/api/v2beta/devices') {
      const sortBy = SORT_FIELD[q.get('sortBy') ?? 'LastSeen'] ?? ((d: Device) => d.lastSeen ?? '');
      const sign = q.get('sortDirection') === 'Desc' ? -1 : 1;
      const found = devices
        .filter((d) => matches(d, q))
        .sort((a, b) => sign * sortBy(a).localeCompare(sortBy(b)));
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 50);
      return {
        status: 200,
        body: { values: found.slice(offset, offset + limit), total: found.length, offset, limit },
      };
    }
    if (method === 'GET' && path === '/api/v2beta/devices/packages') {
      const uuids = q.getAll('deviceUuid');
      const values = uuids.map((deviceUuid) => ({ deviceUuid, installedPackages: FAKE_INSTALLED }));
      return {
        status: 200,
        body: { values, total: values.length, offset: 0, limit: uuids.length },
      };
    }
    if (method === 'GET' && path === '/api/v2beta/devices/fleet-membership') {
      const values = Object.fromEntries(
        q.getAll('deviceUuids').map((uuid, i) => [uuid, i % 2 === 0 ? [FAKE_FLEET] : []]),
      );
      return { status: 200, body: { values } };
    }
    if (path.startsWith('/api/v2beta/devices/hibernation/')) {
      const device = byUuid(id);
      if (!device) return { status: 404, body: { code: 'not_found', msg: 'No such device' } };
      device.hibernated = (body as { status: boolean }).status;
      return { status: 200 };
    }
    if (method === 'DELETE' && path.startsWith('/api/v2beta/devices/')) {
      const index = devices.findIndex((d) => d.deviceUuid === id);
      if (index === -1) return { status: 404, body: { code: 'not_found', msg: 'No such device' } };
      devices.splice(index, 1);
      return { status: 202 };
    }
    if (method === 'GET' && path.startsWith('/api/v2beta/devices/')) {
      const device = byUuid(id);
      return device
        ? { status: 200, body: device }
        : { status: 404, body: { code: 'not_found', msg: 'No such device' } };
    }
    if (method === 'GET' && path.startsWith('/api/v2beta/updates/devices/'))
      return { status: 200, body: [] };
    if (path === '/api/accounts/users/metadata/v2') {
      if (method === 'GET')
        return { status: 200, body: [...options].map(([key, value]) => ({ key, value })) };
      const option = body as { key: string; value: unknown };
      options.set(option.key, option.value);
      return { status: 200, body: option };
    }
    return { status: 404, body: { code: 'not_found', msg: `No fake route for ${method} ${path}` } };
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const contentType = request.headers.get('content-type');
    const body = text && /json/.test(contentType ?? '') ? (JSON.parse(text) as unknown) : undefined;
    const relative = `${url.pathname}${url.search}`;
    await held.get(url.pathname);
    if (request.signal.aborted) throw request.signal.reason;
    const answered = answer(request.method, url, body);
    const hasBody = answered.body !== undefined;
    exchanges.push({
      request: { method: request.method, url: relative, body, contentType },
      response: {
        method: request.method,
        url: relative,
        status: answered.status,
        contentType: hasBody ? 'application/json' : null,
        body: answered.body,
      },
    });
    return new Response(hasBody ? JSON.stringify(answered.body) : null, {
      status: answered.status,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    });
  };

  const client = createFleetClient({
    baseUrl: FAKE_DEVICES_API,
    getToken: () => 'test-token',
    fetch: fetchImpl as typeof fetch,
  });
  return {
    sdk: createFleet({ client }),
    devices,
    options,
    exchanges,
    sent: (method, path) =>
      exchanges
        .filter((e) => e.request.method === method && e.request.url.split('?')[0] === path)
        .map((e) => new URL(e.request.url, FAKE_DEVICES_API)),
    fail(path, status) {
      if (status === undefined) failing.delete(path);
      else failing.set(path, status);
    },
    hold(path) {
      let release: () => void = () => undefined;
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
    allow(allowed) {
      permissions = allowed;
    },
    contractProblems: () => contractProblems(exchanges),
  };
}
