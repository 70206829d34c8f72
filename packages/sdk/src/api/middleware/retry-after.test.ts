import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFleetClient } from '../client';
import { FleetApiError } from '../../errors';
import type { TestPaths } from '../testing/test-paths';
import { retryAfterMs } from './retry-after';

const page = { values: [], total: 0, offset: 0, limit: 10 };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function rateLimited(retryAfter?: string, status = 429): Response {
  const headers: Record<string, string> =
    retryAfter === undefined ? {} : { 'Retry-After': retryAfter };
  return json(status, { code: 'too_many_requests', msg: 'Slow down' }, headers);
}

/** A fetch that answers from a script, then 200; it records what it was sent. */
function scriptedFetch(script: Array<() => Response>) {
  const sent: Array<{ method: string; body: string }> = [];
  const tokens: Array<string | null> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({ method: request.method, body: await request.text() });
    tokens.push(request.headers.get('Authorization'));
    const next = script.shift();
    return next ? next() : json(200, page);
  });
  return { fetch, sent, tokens };
}

function clientWith(
  fetch: typeof globalThis.fetch,
  retry?: { maxRetries?: number; maxDelayMs?: number },
) {
  return createFleetClient<TestPaths>({
    baseUrl: 'http://fleet.test',
    getToken: () => 'token',
    fetch,
    ...(retry ? { retry } : {}),
  });
}

describe('Retry-After backoff on 420/429/503', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([420, 429, 503])(
    'waits the seconds Retry-After asks on %i, then retries',
    async (status) => {
      const { fetch } = scriptedFetch([() => rateLimited('2', status)]);
      const call = clientWith(fetch).api.GET('/api/v2beta/devices');

      await vi.advanceTimersByTimeAsync(1_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await expect(call).resolves.toMatchObject({ data: page });
    },
  );

  it('waits until the HTTP date Retry-After gives', async () => {
    const at = new Date(Date.now() + 3_000).toUTCString();
    const { fetch } = scriptedFetch([() => rateLimited(at)]);
    const call = clientWith(fetch).api.GET('/api/v2beta/devices');

    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ data: page });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after maxRetries (default 3) with the last FleetApiError', async () => {
    const { fetch } = scriptedFetch(Array.from({ length: 10 }, () => () => rateLimited('1')));
    const call = clientWith(fetch).api.GET('/api/v2beta/devices');
    const failure = call.catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(60_000);
    const error = await failure;
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('honours a smaller maxRetries', async () => {
    const { fetch } = scriptedFetch(Array.from({ length: 10 }, () => () => rateLimited('1')));
    const failure = clientWith(fetch, { maxRetries: 1 })
      .api.GET('/api/v2beta/devices')
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failure).toMatchObject({ status: 429 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('caps the wait at maxDelayMs', async () => {
    const { fetch } = scriptedFetch([() => rateLimited('3600')]);
    const call = clientWith(fetch, { maxDelayMs: 5_000 }).api.GET('/api/v2beta/devices');

    await vi.advanceTimersByTimeAsync(5_000);
    await expect(call).resolves.toMatchObject({ data: page });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('backs off 1 s, then 2 s when the server sends no Retry-After', async () => {
    const { fetch } = scriptedFetch([() => rateLimited(), () => rateLimited()]);
    const call = clientWith(fetch).api.GET('/api/v2beta/devices');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ data: page });
  });

  it('re-sends the body of an idempotent PUT', async () => {
    const { fetch, sent } = scriptedFetch([() => rateLimited('1'), () => json(200, {})]);
    const call = clientWith(fetch).api.PUT('/api/v2beta/devices/name/{id}', {
      params: { path: { id: 'd1' } },
      body: { name: 'Gateway 7' },
    });

    await vi.advanceTimersByTimeAsync(1_000);
    await call;
    expect(sent).toEqual([
      { method: 'PUT', body: '{"name":"Gateway 7"}' },
      { method: 'PUT', body: '{"name":"Gateway 7"}' },
    ]);
  });

  it('does not retry a POST or a PATCH', async () => {
    const { fetch } = scriptedFetch([() => rateLimited('1'), () => rateLimited('1')]);
    const client = clientWith(fetch);

    await expect(
      client.api.POST('/api/v2beta/updates', { body: { packageIds: ['p1'], devices: ['d1'] } }),
    ).rejects.toMatchObject({ status: 429 });
    await expect(
      client.api.PATCH('/api/v2beta/devices/name/{id}', {
        params: { path: { id: 'd1' } },
        body: { name: 'x' },
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('backs off a call the 401 refresh re-sent, keeping the new token', async () => {
    const { fetch, tokens } = scriptedFetch([
      () => json(401, { code: 'unauthorized', msg: 'Expired' }),
      () => rateLimited('1'),
    ]);
    let token = 'stale';
    const client = createFleetClient<TestPaths>({
      baseUrl: 'http://fleet.test',
      getToken: () => token,
      refresh: async () => {
        token = 'fresh';
      },
      fetch,
    });
    const call = client.api.GET('/api/v2beta/devices');

    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toMatchObject({ data: page });
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh', 'Bearer fresh']);
  });

  it('stops waiting when the call is aborted', async () => {
    const { fetch } = scriptedFetch([() => rateLimited('10')]);
    const controller = new AbortController();
    const failure = clientWith(fetch)
      .api.GET('/api/v2beta/devices', { signal: controller.signal })
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const error = await failure;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sat, 01 Mar 2025 12:00:05 GMT', 5_000],
    ['Sat, 01 Mar 2025 11:59:00 GMT', 0],
  ])('%j → %i ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
  it.each([null, '', 'soon', '-5', '1.5'])('%j → undefined', (header) => {
    expect(retryAfterMs(header, now)).toBeUndefined();
  });
});
