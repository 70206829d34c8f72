import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrustedDelegation } from '../resources/delegations';
import { createPackageSourcesStore } from './package-sources';
import {
  deferred,
  FAKE_BASE_URL,
  fakeFleet,
  type FakeAnswer,
  type FakeRequest,
} from './testing/fake-fleet';
import { createUserOptionsStore } from './user-options';

const NOW = Date.parse('2025-05-01T12:00:00Z');
const LIST = 'GET /api/v2beta/packages_external/trusted-delegations';
const SAVE = 'PUT /api/v2beta/packages_external/trusted-delegations';
const REFRESH = 'GET /api/v2beta/packages_external/refresh/{delegation_name}';
const DELETE = 'DELETE /api/v2beta/packages_external/trusted-delegations/{delegation_name}';
const REMOTE = 'PUT /api/v2beta/packages_external/{delegation_name}/remote';
const HEAD_FILE = 'HEAD /public/delegations/{delegation_name}/{file}';
const OPTIONS = 'GET /api/accounts/users/metadata/v2';
const WRITE_OPTION = 'POST /api/accounts/users/metadata/v2';

const source = (name: string, fields: Partial<TrustedDelegation> = {}): TrustedDelegation => ({
  name,
  keyids: ['key-1'],
  paths: [`${name}-*`],
  threshold: 1,
  terminating: true,
  ...fields,
});
const remoteOf = (name: string) => `${FAKE_BASE_URL}/public/delegations/${name}/targets.json`;
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const problem = (status: number, code: string, description = 'Failed.'): FakeAnswer => ({
  status,
  body: { code, msg: description },
});

async function setup(
  delegations: TrustedDelegation[],
  routes: Parameters<typeof fakeFleet>[0] = {},
  options: { order?: string[]; autoRefresh?: boolean; lastModified?: Record<string, number> } = {},
) {
  const api = fakeFleet({
    [LIST]: { status: 200, body: delegations },
    [REFRESH]: { status: 200, body: { lastFetched: iso(0) } },
    [DELETE]: { status: 204 },
    [OPTIONS]: {
      status: 200,
      body: options.order
        ? [{ key: 'delegationOrder', value: { _type: 'array', value: options.order } }]
        : [],
    },
    [WRITE_OPTION]: (request: FakeRequest) => ({ status: 200, body: request.body }),
    [HEAD_FILE]: (request: FakeRequest): FakeAnswer => {
      const name = request.path.split('/')[3]!;
      const at = options.lastModified?.[name];
      return {
        status: 200,
        headers: at === undefined ? {} : { 'Last-Modified': new Date(at).toUTCString() },
      };
    },
    ...routes,
  });
  const logger = { warn: vi.fn() };
  const userOptions = createUserOptionsStore({ fleet: api.fleet, lifecycle: null, logger });
  await userOptions.load();
  const store = createPackageSourcesStore({
    fleet: api.fleet,
    userOptions,
    autoRefresh: options.autoRefresh ?? false,
    logger,
  });
  return { api, store, logger };
}

const names = (store: Awaited<ReturnType<typeof setup>>['store']) =>
  store.sources.value.map((s) => s.name);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('SPEC §9 the delegation order is kept as a user option', () => {
  it('lists sources in the saved order, new ones last, with their friendly names', async () => {
    const { store } = await setup(
      [source('a'), source('tdx-lts'), source('c')],
      {},
      { order: ['c', 'a'] },
    );
    await store.load();
    expect(names(store)).toEqual(['c', 'a', 'tdx-lts']);
    expect(store.sources.value[2]).toMatchObject({ friendlyName: 'Toradex LTS', state: 'normal' });
  });

  it('saves a new order', async () => {
    const { api, store } = await setup([source('a'), source('b')]);
    await store.load();
    store.reorder(['b', 'a']);
    expect(names(store)).toEqual(['b', 'a']);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.sent(WRITE_OPTION).map((r) => r.body)).toEqual([
      { key: 'delegationOrder', value: { _type: 'array', value: ['b', 'a'] } },
    ]);
  });
});

describe('SPEC §4 delegation states: normal, refreshing, deleting, with an error on failure', () => {
  it('is refreshing while refreshing; a success sets lastFetched', async () => {
    const hold = deferred<FakeAnswer>();
    const { store } = await setup([source('a', { lastFetched: iso(-60_000) })], {
      [REFRESH]: () => hold.promise,
    });
    await store.load();
    const refreshed = store.refresh('a');
    expect(store.sources.value[0]).toMatchObject({ state: 'refreshing', refreshing: true });
    hold.resolve({ status: 200, body: { lastFetched: iso(0) } });
    await refreshed;
    expect(store.sources.value[0]).toMatchObject({ state: 'normal', lastFetched: iso(0) });
  });

  it('shows SPEC §8 "Unable to refresh this source" when a refresh fails, and rethrows', async () => {
    const { store } = await setup([source('a')], {
      [REFRESH]: problem(502, 'delegation_source_unreachable'),
    });
    await store.load();
    await expect(store.refresh('a')).rejects.toThrow('Unable to refresh this source');
    expect(store.sources.value[0]).toMatchObject({
      state: 'normal',
      error: 'Unable to refresh this source',
    });
  });

  it('is deleting while deleting; gone (and out of the order) once deleted', async () => {
    const hold = deferred<FakeAnswer>();
    const { api, store } = await setup(
      [source('a'), source('b')],
      { [DELETE]: () => hold.promise },
      { order: ['b', 'a'] },
    );
    await store.load();
    const deleted = store.delete('a');
    expect(store.sources.value.find((s) => s.name === 'a')?.state).toBe('deleting');
    hold.resolve({ status: 204 });
    await deleted;
    expect(names(store)).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.sent(WRITE_OPTION).at(-1)?.body).toEqual({
      key: 'delegationOrder',
      value: { _type: 'array', value: ['b'] },
    });
  });

  it('goes back to normal with the error when a delete fails', async () => {
    const { store } = await setup([source('a')], {
      [DELETE]: problem(404, 'not_found', 'Delegation with that name does not exist'),
    });
    await store.load();
    await expect(store.delete('a')).rejects.toMatchObject({ status: 404 });
    expect(store.sources.value[0]).toMatchObject({ state: 'normal', deleting: false });
    expect(store.sources.value[0]!.error).toBeTruthy();
  });
});

describe('SPEC §4 automatic refresh: remote file modified after the last fetch, not within 10 s', () => {
  it('refreshes a source whose remote file changed after its last fetch', async () => {
    const { api, store } = await setup(
      [
        source('changed', { remoteUri: remoteOf('changed'), lastFetched: iso(-3_600_000) }),
        source('same', { remoteUri: remoteOf('same'), lastFetched: iso(-60_000) }),
        source('local'),
      ],
      {},
      { autoRefresh: true, lastModified: { changed: NOW - 60_000, same: NOW - 120_000 } },
    );
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(HEAD_FILE)).toHaveLength(2);
    expect(api.sent(REFRESH).map((r) => r.path)).toEqual([
      '/api/v2beta/packages_external/refresh/changed',
    ]);
    expect(store.sources.value.find((s) => s.name === 'changed')?.lastFetched).toBe(iso(0));
    expect(api.problems()).toEqual([]);
  });

  it('waits until the file has been still for 10 s before refreshing', async () => {
    const { api, store } = await setup(
      [source('fresh', { remoteUri: remoteOf('fresh'), lastFetched: iso(-3_600_000) })],
      {},
      { autoRefresh: true, lastModified: { fresh: NOW - 3_000 } },
    );
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(api.sent(REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sent(REFRESH)).toHaveLength(1);
  });

  it('logs a failed automatic refresh and keeps its error on the source', async () => {
    const { store, logger } = await setup(
      [source('broken', { remoteUri: remoteOf('broken') })],
      { [REFRESH]: problem(502, 'delegation_source_unreachable') },
      { autoRefresh: true, lastModified: { broken: NOW - 60_000 } },
    );
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.sources.value[0]!.error).toBe('Unable to refresh this source');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('does not fetch a broken source again on the next visit, only once its file changes', async () => {
    const lastModified = { broken: NOW - 60_000 };
    const { api, store } = await setup(
      [source('broken', { remoteUri: remoteOf('broken') })],
      { [REFRESH]: problem(400, 'delegation_not_verified') },
      { autoRefresh: true, lastModified },
    );
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(REFRESH)).toHaveLength(1);

    // The next visit loads again: the file is the same, so no second fetch.
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(REFRESH)).toHaveLength(1);

    // The file changed (and has been still for 10 s): fetched again.
    lastModified.broken = NOW - 30_000;
    await store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(REFRESH)).toHaveLength(2);
  });
});

describe("SPEC §8 a source's failure says the reason the server gives", () => {
  it('keeps the description after the message of a failed refresh', async () => {
    const { store } = await setup([source('a')], {
      [REFRESH]: {
        status: 400,
        body: {
          code: 'delegation_not_verified',
          msg: 'Could not verify trusted delegation',
          description: 'The metadata is signed with a key the source does not name.',
        },
      },
    });
    await store.load();
    await expect(store.refresh('a')).rejects.toThrow('Could not verify trusted delegation');
    expect(store.sources.value[0]!.error).toBe(
      'Could not verify trusted delegation: The metadata is signed with a key the source does not name.',
    );
  });
});

describe('SPEC §5/§8 adding and updating sources', () => {
  it('refuses a name that exists: "Delegation with that name already exists"', async () => {
    const { api, store } = await setup([source('a')]);
    await expect(store.add({ name: 'a', keyids: ['key-1'], paths: ['x'] })).rejects.toThrow(
      'Delegation with that name already exists',
    );
    expect(api.sent(SAVE)).toHaveLength(0);
  });

  it('refuses to update a name that does not exist', async () => {
    const { store } = await setup([source('a')]);
    await expect(store.update({ name: 'b', keyids: ['key-1'], paths: ['x'] })).rejects.toThrow(
      'Delegation with that name does not exist',
    );
  });

  it('adds a source, then says so when its metadata could not be added', async () => {
    const { api, store } = await setup([], {
      [SAVE]: { status: 204 },
      [REMOTE]: problem(400, 'delegation_paths_match_no_targets', 'No target matches.'),
    });
    await expect(
      store.add({ name: 'mine', keyids: ['key-1'], paths: ['x-*'], remoteUri: remoteOf('mine') }),
    ).rejects.toThrow(
      'The package source "mine" was saved, but its metadata could not be added: its paths match no packages.',
    );
    expect(api.sent(SAVE)[0]!.query.get('mode')).toBe('add');
    expect(api.sent(LIST).length).toBeGreaterThanOrEqual(2); // reloaded after the save
  });
});
