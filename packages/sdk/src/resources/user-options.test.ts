import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../api/client';
import type { JsonValue } from '../domain/user-options';
import { FleetValidationError } from '../domain/validation';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';
import { createUserOptionsResource, type StoredUserOption } from './user-options';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  const client = createFleetClient({
    baseUrl: server.url,
    getToken: (kind) => (kind === 'host' ? 'host-token' : 'guest-token'),
  });
  return { server, options: createUserOptionsResource(client) };
}

/** The server stores what it is sent and answers it back, as the API describes. */
const echoOption: Route = (request) => ({ status: 200, body: request.json });

const stored: StoredUserOption[] = [
  { key: 'devicesPagination', value: { limit: 25, sortBy: 'LastSeen', sortDirection: 'Desc' } },
  { key: 'dismissedBanners', value: { _type: 'array', value: ['trial-2025-spring'] } },
  { key: 'deviceListColumns', value: { _type: 'array', value: ['deviceName', 'lastSeen'] } },
  { key: 'betaFeaturesEnabled', value: 'yes' },
  { key: 'theme', value: 'dark' },
];

describe('SPEC §3 user options: arrays are stored wrapped with a type marker', () => {
  it('wraps an array on write and gives it back unwrapped', async () => {
    const { server, options } = await serve({
      'POST /api/accounts/users/metadata/v2': echoOption,
    });
    await expect(options.setUserOption('dismissedBanners', ['trial-2025-spring'])).resolves.toEqual(
      ['trial-2025-spring'],
    );
    expect(server.exchanges[0]!.request.json).toEqual({
      key: 'dismissedBanners',
      value: { _type: 'array', value: ['trial-2025-spring'] },
    });
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('stores scalars, null and objects as they are', async () => {
    const { server, options } = await serve({
      'POST /api/accounts/users/metadata/v2': echoOption,
    });
    const pagination = { limit: 50, sortBy: 'Name', sortDirection: 'Asc' } as const;
    await options.setUserOption('devicesPagination', pagination);
    await options.setUserOption('betaFeaturesEnabled', false);
    await options.setUserOption('defaultRepository', '');
    await options.setUserOption('anything', null);
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      { key: 'devicesPagination', value: pagination },
      { key: 'betaFeaturesEnabled', value: false },
      { key: 'defaultRepository', value: '' },
      { key: 'anything', value: null },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('lists every option with arrays unwrapped', async () => {
    const { server, options } = await serve({
      'GET /api/accounts/users/metadata/v2': { status: 200, body: stored },
    });
    const all = await options.listUserOptions();
    expect(Object.fromEntries(all)).toEqual({
      devicesPagination: { limit: 25, sortBy: 'LastSeen', sortDirection: 'Desc' },
      dismissedBanners: ['trial-2025-spring'],
      deviceListColumns: ['deviceName', 'lastSeen'],
      betaFeaturesEnabled: 'yes',
      theme: 'dark',
    });
    expect(server.problems()).toEqual([]);
  });

  it('reads one console option as its type, and not one of another shape', async () => {
    const { server, options } = await serve({
      'GET /api/accounts/users/metadata/v2': { status: 200, body: stored },
    });
    await expect(options.readUserOption('deviceListColumns')).resolves.toEqual([
      'deviceName',
      'lastSeen',
    ]);
    // Stored as a string, not the boolean the console writes.
    await expect(options.readUserOption('betaFeaturesEnabled')).resolves.toBeUndefined();
    await expect(options.readUserOption('customFilters')).resolves.toBeUndefined();
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 user option calls need a key and a value', () => {
  it('refuses a missing key or value before any request', async () => {
    const { server, options } = await serve({});
    await expect(options.setUserOption('', 1)).rejects.toThrow('key is required');
    await expect(options.setUserOption('theme', undefined as unknown as JsonValue)).rejects.toThrow(
      'value is required',
    );
    await expect(options.deleteUserOption(' ')).rejects.toBeInstanceOf(FleetValidationError);
    expect(server.exchanges).toEqual([]);
  });
});

describe('SPEC §7 user options v2 delete and v1 read', () => {
  it('deletes an option by key', async () => {
    const { server, options } = await serve({
      'DELETE /api/accounts/users/metadata/v2/customFilters': { status: 204 },
    });
    await expect(options.deleteUserOption('customFilters')).resolves.toBeUndefined();
    expect(server.problems()).toEqual([]);
  });

  it('reads the legacy options for migration', async () => {
    const legacy = { deviceListColumns: 'deviceName,deviceStatus,lastSeen', theme: 'dark' };
    const { server, options } = await serve({
      'GET /api/accounts/users/metadata/v1': { status: 200, body: legacy },
    });
    await expect(options.listLegacyUserOptions()).resolves.toEqual(legacy);
    expect(server.problems()).toEqual([]);
  });
});
