// A call that got no answer at all (a dropped connection) is sent again when that is safe:
// idempotent methods, and POSTs, which carry an Idempotency-Key so the server acts once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFleetClient } from '../client';
import { FleetApiError } from '../../errors';
import type { TestPaths } from '../testing/test-paths';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

const page = { values: [], total: 0, offset: 0, limit: 10 };

/** A fetch whose first `drops` calls fail as a lost connection does; it records each request. */
function droppingFetch(drops: number) {
  const sent: Array<{ method: string; key: string | null; body: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({
      method: request.method,
      key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
      body: await request.text(),
    });
    if (sent.length <= drops) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, sent };
}

const clientWith = (fetch: typeof globalThis.fetch, maxConnectionRetries?: number) =>
  createFleetClient<TestPaths>({
    baseUrl: 'http://fleet.test',
    getToken: () => 'token',
    fetch,
    ...(maxConnectionRetries !== undefined && { retry: { maxConnectionRetries } }),
  });

describe('retries after a lost connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a GET again after 0.5 s and 1 s, and resolves with the answer', async () => {
    const { fetch, sent } = droppingFetch(2);
    const call = clientWith(fetch).api.GET('/api/v2beta/devices');
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await call).data).toEqual(page);
    expect(sent).toHaveLength(3);
  });

  it('sends a POST again with the same Idempotency-Key and body', async () => {
    const { fetch, sent } = droppingFetch(1);
    const call = clientWith(fetch).api.POST('/api/v2beta/updates', {
      body: { packageIds: ['app-1.0'], devices: ['d1'] },
    });
    await vi.advanceTimersByTimeAsync(500);
    await call;
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sent[1]).toEqual(sent[0]);
  });

  it('gives each POST call a key of its own', async () => {
    const { fetch, sent } = droppingFetch(0);
    const client = clientWith(fetch);
    const body = { packageIds: ['app-1.0'], devices: ['d1'] };
    await client.api.POST('/api/v2beta/updates', { body });
    await client.api.POST('/api/v2beta/updates', { body });
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });

  it('fails with status 0 once the retries are spent', async () => {
    const { fetch, sent } = droppingFetch(10);
    const call = clientWith(fetch, 1).api.GET('/api/v2beta/devices');
    const failure = call.then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    const error = await failure;
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 0 });
    expect(sent).toHaveLength(2);
  });

  it('does not retry when turned off', async () => {
    const { fetch, sent } = droppingFetch(1);
    await expect(clientWith(fetch, 0).api.GET('/api/v2beta/devices')).rejects.toMatchObject({
      status: 0,
    });
    expect(sent).toHaveLength(1);
  });
});
