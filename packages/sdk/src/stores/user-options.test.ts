import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetValidationError } from '../domain/validation';
import { browserLifecycle, nodeLifecycle } from './support/page-lifecycle';
import { fakeFleet, type FakeAnswer, type FakeFleet, type FakeRequest } from './testing/fake-fleet';
import { createUserOptionsStore, type UserOptionsStoreDeps } from './user-options';

const LIST = 'GET /api/accounts/users/metadata/v2';
const WRITE = 'POST /api/accounts/users/metadata/v2';
const DELETE = 'DELETE /api/accounts/users/metadata/v2/{key}';

const echo = (request: FakeRequest): FakeAnswer => ({ status: 200, body: request.body });
const serverError: FakeAnswer = {
  status: 500,
  body: { code: 'internal', msg: 'The database is down.' },
};
const quietLogger = { warn: vi.fn() };

function setup(
  answers: Parameters<typeof fakeFleet>[0] = {},
  deps: Partial<UserOptionsStoreDeps> = {},
) {
  const api = fakeFleet({ [LIST]: { status: 200, body: [] }, [WRITE]: echo, ...answers });
  const store = createUserOptionsStore({
    fleet: api.fleet,
    lifecycle: null,
    logger: quietLogger,
    ...deps,
  });
  return { api, store };
}

const writes = (api: FakeFleet) => api.sent(WRITE).map((r) => r.body);

beforeEach(() => {
  vi.useFakeTimers();
  quietLogger.warn.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §3 user options: loaded once, arrays unwrapped', () => {
  it('loads once, however many times it is asked', async () => {
    const { api, store } = setup({
      [LIST]: {
        status: 200,
        body: [
          { key: 'dismissedBanners', value: { _type: 'array', value: ['trial-2025-spring'] } },
          { key: 'betaFeaturesEnabled', value: true },
        ],
      },
    });
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(api.sent(LIST)).toHaveLength(1);
    expect(store.ready.value).toBe(true);
    expect(store.option('dismissedBanners').value).toEqual(['trial-2025-spring']);
    expect(store.option('betaFeaturesEnabled').value).toBe(true);
    expect(api.problems()).toEqual([]);
  });

  it('reads an option of another shape as unset, and any key through value()', async () => {
    const { store } = setup({
      [LIST]: {
        status: 200,
        body: [
          { key: 'betaFeaturesEnabled', value: 'yes' },
          { key: 'theme', value: 'dark' },
        ],
      },
    });
    await store.load();
    expect(store.option('betaFeaturesEnabled').value).toBeUndefined();
    expect(store.value('theme').value).toBe('dark');
  });

  it('keeps a failed load as the error, and loads again when asked', async () => {
    const { api, store } = setup({ [LIST]: serverError });
    await expect(store.load()).rejects.toMatchObject({ status: 500 });
    expect(store.error.value?.message).toBeTruthy();
    api.route(LIST, { status: 200, body: [{ key: 'theme', value: 'light' }] });
    await store.load();
    expect(store.value('theme').value).toBe('light');
    expect(api.sent(LIST)).toHaveLength(2);
  });
});

describe('SPEC §9 option writes are batched with a 500 ms delay', () => {
  it('sends 50 writes within 500 ms as one request per key, each with its last value', async () => {
    const { api, store } = setup();
    const keys = ['devicesPagination', 'fleetsPagination', 'packagesPagination'] as const;
    for (let i = 0; i < 50; i++) {
      store.set(keys[i % 3]!, { limit: i });
      await vi.advanceTimersByTimeAsync(9);
    }
    expect(api.sent(WRITE)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(writes(api)).toHaveLength(3);
    expect(writes(api)).toEqual(
      expect.arrayContaining([
        { key: 'devicesPagination', value: { limit: 48 } },
        { key: 'fleetsPagination', value: { limit: 49 } },
        { key: 'packagesPagination', value: { limit: 47 } },
      ]),
    );
    expect(store.unsavedCount.value).toBe(0);
    expect(api.problems()).toEqual([]);
  });

  it('shows a written value at once, before it is sent', async () => {
    const { api, store } = setup();
    store.set('deviceListColumns', ['deviceName']);
    expect(store.option('deviceListColumns').value).toEqual(['deviceName']);
    expect(store.unsavedCount.value).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(writes(api)).toEqual([
      { key: 'deviceListColumns', value: { _type: 'array', value: ['deviceName'] } },
    ]);
  });

  it('keeps a pending value over what a later load reads', async () => {
    const { store } = setup({
      [LIST]: { status: 200, body: [{ key: 'defaultRepository', value: 'old' }] },
    });
    store.set('defaultRepository', 'new');
    await store.load();
    expect(store.option('defaultRepository').value).toBe('new');
  });

  it('removes an option at once and deletes it after the delay (already gone counts)', async () => {
    const { api, store } = setup({
      [LIST]: { status: 200, body: [{ key: 'theme', value: 'dark' }] },
      [DELETE]: { status: 404, body: { code: 'not_found', msg: 'No such option.' } },
    });
    await store.load();
    store.remove('theme');
    expect(store.value('theme').value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/accounts/users/metadata/v2/theme',
    });
    expect(store.writeError.value).toBeUndefined();
    expect(store.unsavedCount.value).toBe(0);
  });

  it('refuses a write without a key or a value (SPEC §5)', () => {
    const { store } = setup();
    expect(() => store.set('', 1)).toThrow(FleetValidationError);
    expect(() => store.set('theme', undefined as never)).toThrow('value is required');
  });

  it('sends a value written while the previous one is on the wire after it, never alongside', async () => {
    let release: (() => void) | undefined;
    const { api, store } = setup({
      [WRITE]: (request) =>
        new Promise<FakeAnswer>((resolve) => {
          release = () => resolve(echo(request));
        }),
    });
    store.set('defaultRepository', 'a');
    await vi.advanceTimersByTimeAsync(500);
    store.set('defaultRepository', 'b');
    await vi.advanceTimersByTimeAsync(500);
    expect(writes(api)).toEqual([{ key: 'defaultRepository', value: 'a' }]);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(api)).toEqual([
      { key: 'defaultRepository', value: 'a' },
      { key: 'defaultRepository', value: 'b' },
    ]);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.option('defaultRepository').value).toBe('b');
    expect(store.unsavedCount.value).toBe(0);
  });
  it('save() of a key on the wire sends right after it, without waiting for the batch', async () => {
    let release: (() => void) | undefined;
    const { api, store } = setup({
      [WRITE]: (request) =>
        new Promise<FakeAnswer>((resolve) => {
          release = () => resolve(echo(request));
        }),
    });
    store.set('defaultRepository', 'a');
    await vi.advanceTimersByTimeAsync(500);
    const saved = store.save('defaultRepository', 'b');
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(api)).toHaveLength(2);
    release?.();
    await saved;
    expect(store.unsavedCount.value).toBe(0);
  });
});

describe('no user option write is lost', () => {
  it('retries a failed write, keeps it visible and pending, and reports the failure', async () => {
    let calls = 0;
    const { api, store } = setup({
      [WRITE]: (request) => (++calls <= 2 ? serverError : echo(request)),
    });
    store.set('betaFeaturesEnabled', true);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.writeError.value).toBeDefined();
    expect(store.unsavedCount.value).toBe(1);
    expect(store.option('betaFeaturesEnabled').value).toBe(true);
    await vi.advanceTimersByTimeAsync(1000); // first retry fails too
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000); // the wait doubles
    expect(calls).toBe(3);
    expect(writes(api).at(-1)).toEqual({ key: 'betaFeaturesEnabled', value: true });
    expect(store.writeError.value).toBeUndefined();
    expect(store.unsavedCount.value).toBe(0);
    expect(quietLogger.warn).toHaveBeenCalledTimes(2);
  });

  it('retries with the newest value when the key was written again meanwhile', async () => {
    let fail = true;
    const { api, store } = setup({ [WRITE]: (request) => (fail ? serverError : echo(request)) });
    store.set('defaultRepository', 'first');
    await vi.advanceTimersByTimeAsync(500);
    store.set('defaultRepository', 'second');
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes(api)).toEqual([
      { key: 'defaultRepository', value: 'first' },
      { key: 'defaultRepository', value: 'second' },
    ]);
    expect(store.option('defaultRepository').value).toBe('second');
  });

  it('flush() sends at once and resolves when stored; rejects on failure, keeping the write', async () => {
    let fail = false;
    const { api, store } = setup({ [WRITE]: (request) => (fail ? serverError : echo(request)) });
    store.set('defaultRepository', 'a');
    await store.flush();
    expect(writes(api)).toHaveLength(1);
    fail = true;
    store.set('defaultRepository', 'b');
    await expect(store.flush()).rejects.toMatchObject({ status: 500 });
    expect(store.unsavedCount.value).toBe(1);
    fail = false;
    await store.flush();
    expect(store.unsavedCount.value).toBe(0);
    expect(writes(api).at(-1)).toEqual({ key: 'defaultRepository', value: 'b' });
  });

  it('save() sends without the batch delay and reports how that attempt went', async () => {
    let fail = true;
    const { api, store } = setup({ [WRITE]: (request) => (fail ? serverError : echo(request)) });
    await expect(store.save('defaultRepository', 'x')).rejects.toMatchObject({ status: 500 });
    expect(store.option('defaultRepository').value).toBe('x');
    fail = false;
    await store.save('defaultRepository', 'y');
    expect(writes(api).at(-1)).toEqual({ key: 'defaultRepository', value: 'y' });
    expect(store.unsavedCount.value).toBe(0);
  });
});

describe('pending writes are sent when the page or process goes away', () => {
  const fakePage = () => {
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return { window, document, lifecycle: browserLifecycle(window, document) };
  };

  it('sends on pagehide at once, with keepalive so the request outlives the page', async () => {
    const page = fakePage();
    const { api, store } = setup({}, { lifecycle: page.lifecycle });
    store.set('dismissedBanners', ['a']);
    store.set('betaFeaturesEnabled', true);
    page.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(WRITE)).toHaveLength(2);
    expect(api.sent(WRITE).every((r) => r.keepalive)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.sent(WRITE)).toHaveLength(2); // nothing left for the batch
  });

  it('sends when the document turns hidden, not when it turns visible', async () => {
    const page = fakePage();
    const { api, store } = setup({}, { lifecycle: page.lifecycle });
    store.set('defaultRepository', 'r');
    page.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(WRITE)).toHaveLength(0);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(WRITE)).toHaveLength(1);
  });

  it('sends on Node beforeExit, and stops listening once disposed', async () => {
    const process = new EventEmitter();
    const { api, store } = setup({}, { lifecycle: nodeLifecycle(process) });
    store.set('defaultRepository', 'r');
    process.emit('beforeExit');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(WRITE)).toHaveLength(1);
    store.dispose();
    expect(process.listenerCount('beforeExit')).toBe(0);
  });

  it('makes one last attempt at exit, then lets the process go (the failure is logged)', async () => {
    const process = new EventEmitter();
    const { api, store } = setup({ [WRITE]: serverError }, { lifecycle: nodeLifecycle(process) });
    store.set('defaultRepository', 'r');
    process.emit('beforeExit');
    await vi.advanceTimersByTimeAsync(0);
    process.emit('beforeExit');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sent(WRITE)).toHaveLength(1);
    expect(quietLogger.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be saved before the process exited'),
      expect.anything(),
    );
  });
});
