import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFleetApiError } from '../errors';
import { createCustomFiltersStore, type ConfirmOverwrite } from './custom-filters';
import { fakeFleet, type FakeAnswer, type FakeRequest } from './testing/fake-fleet';
import { createUserOptionsStore } from './user-options';

const LIST = 'GET /api/accounts/users/metadata/v2';
const WRITE = 'POST /api/accounts/users/metadata/v2';
const stored = [
  {
    key: 'customFilters',
    value: { _type: 'array', value: [{ label: 'Offline', value: 'status:NotSeen' }] },
  },
];

async function setup(confirmOverwrite?: ConfirmOverwrite) {
  let failing = false;
  const api = fakeFleet({
    [LIST]: { status: 200, body: stored },
    [WRITE]: (request: FakeRequest): FakeAnswer =>
      failing
        ? { status: 503, body: { code: 'unavailable', msg: 'Try later.' } }
        : { status: 200, body: request.body },
  });
  const userOptions = createUserOptionsStore({
    fleet: api.fleet,
    lifecycle: null,
    logger: { warn: () => undefined },
  });
  await userOptions.load();
  const store = createCustomFiltersStore({ userOptions, confirmOverwrite });
  return { api, store, fail: (on: boolean) => (failing = on) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SPEC §5 custom filter rules', () => {
  it('refuses an empty name with the SPEC text, and writes nothing', async () => {
    const { api, store } = await setup();
    await expect(store.save({ label: '  ', value: 'status:Error' })).rejects.toThrow(
      'Filter name cannot be empty.',
    );
    expect(store.feedback.value).toEqual({
      kind: 'negative',
      message: 'Filter name cannot be empty.',
    });
    await expect(store.save({ label: 'Broken', value: '' })).rejects.toThrow('Filter is required');
    expect(api.sent(WRITE)).toEqual([]);
  });

  it('saves a new filter as the customFilters user option', async () => {
    const { api, store } = await setup();
    const result = await store.save({ label: 'Failed', value: 'status:Error' });
    expect(result).toEqual({
      status: 'saved',
      filter: { label: 'Failed', value: 'status:Error' },
      message: 'Custom filter saved successfully.',
    });
    expect(store.feedback.value).toEqual({
      kind: 'positive',
      message: 'Custom filter saved successfully.',
    });
    expect(api.sent(WRITE).map((r) => r.body)).toEqual([
      {
        key: 'customFilters',
        value: {
          _type: 'array',
          value: [
            { label: 'Offline', value: 'status:NotSeen' },
            { label: 'Failed', value: 'status:Error' },
          ],
        },
      },
    ]);
    expect(api.problems()).toEqual([]);
  });

  it('asks before overwriting a filter of the same name, and keeps it when told no', async () => {
    const confirm = vi.fn(async () => false);
    const { api, store } = await setup(confirm);
    await expect(store.save({ label: 'offline ', value: 'hibernated:true' })).resolves.toEqual({
      status: 'cancelled',
    });
    expect(confirm).toHaveBeenCalledWith('offline');
    expect(api.sent(WRITE)).toEqual([]);
    expect(store.filters.value).toEqual([{ label: 'Offline', value: 'status:NotSeen' }]);
  });

  it('overwrites in place when confirmed (a per-call confirmation wins)', async () => {
    const { store } = await setup(async () => false);
    const result = await store.save(
      { label: 'Offline', value: 'hibernated:true' },
      { confirmOverwrite: async () => true },
    );
    expect(result.status).toBe('saved');
    expect(store.filters.value).toEqual([{ label: 'Offline', value: 'hibernated:true' }]);
  });

  it('never overwrites without a way to ask', async () => {
    const { store } = await setup();
    await expect(store.save({ label: 'Offline', value: 'x:y' })).resolves.toEqual({
      status: 'cancelled',
    });
  });
});

describe('SPEC §8 custom filter messages', () => {
  it('says a save failed, keeping the server’s status, and does not swallow it', async () => {
    const { store, fail } = await setup();
    fail(true);
    const error = await store.save({ label: 'New', value: 'status:Error' }).catch((e) => e);
    expect(isFleetApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 503,
      message: 'Unable to save custom filter. Please try again later.',
    });
    expect(store.feedback.value).toEqual({
      kind: 'negative',
      message: 'Unable to save custom filter. Please try again later.',
    });
  });

  it('deletes a filter, or says the delete failed', async () => {
    const { api, store, fail } = await setup();
    fail(true);
    await expect(store.delete('Offline')).rejects.toThrow(
      'Unable to delete custom filter. Please try again later.',
    );
    fail(false);
    await expect(store.delete('Offline')).resolves.toBe('Custom filter deleted successfully.');
    expect(store.filters.value).toEqual([]);
    expect(api.sent(WRITE).at(-1)?.body).toEqual({
      key: 'customFilters',
      value: { _type: 'array', value: [] },
    });
    store.clearFeedback();
    expect(store.feedback.value).toBeUndefined();
  });
});
