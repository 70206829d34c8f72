// Test support for the stores: the real SDK (createFleet) over an in-memory transport, so store
// tests run under fake timers with no socket. Routes are keyed 'METHOD /path', where a path
// segment `{name}` matches any one segment (as in openapi/); every request
// the SDK sends and every fixture answered is checked against openapi/ (`problems()`), like the
// resources' contract server, so store tests cannot drift from the wire contract.
import { loadContract, type ApiContract } from '@fleet/contract';
import { createFleetClient } from '../../api/client';
import { createFleet, type FleetSdk } from '../../fleet';

export const FAKE_BASE_URL = 'http://fleet.test';

export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body; the text of any other body; undefined for none. */
  body: unknown;
  headers: Headers;
  keepalive: boolean;
  /** Bytes of a non-JSON body (an upload). */
  size: number;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Why this answer is deliberately outside the contract; its response check is skipped. */
  offContract?: string;
}

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeFleet {
  fleet: FleetSdk;
  /** The transport, also usable as `globalThis.fetch` (the upload with progress uses it). */
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Adds or replaces a route. */
  route(key: string, route: FakeRoute): void;
  /** Requests sent to `'METHOD /path'` (a path that may hold `{name}` segments). */
  sent(key: string): FakeRequest[];
  /** Contract problems and unrouted requests; [] when everything conforms. */
  problems(): string[];
}

let contract: ApiContract | undefined;

export function fakeFleet(routes: Record<string, FakeRoute> = {}): FakeFleet {
  contract ??= loadContract();
  const checks = contract;
  const table = new Map(Object.entries(routes));
  const matches = (key: string, method: string, path: string): boolean => {
    const [keyMethod, keyPath = ''] = key.split(' ');
    if (keyMethod !== method) return false;
    const pattern = keyPath
      .split('/')
      .map((segment) =>
        /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${pattern}$`).test(path);
  };
  const routeFor = (method: string, path: string): FakeRoute | undefined =>
    table.get(`${method} ${path}`) ?? [...table].find(([key]) => matches(key, method, path))?.[1];
  const requests: FakeRequest[] = [];
  const problems: string[] = [];

  const transport = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const contentType = request.headers.get('content-type');
    const text = bytes ? new TextDecoder().decode(bytes) : '';
    const body =
      bytes && /json/i.test(contentType ?? '') && text !== ''
        ? (JSON.parse(text) as unknown)
        : text || undefined;
    const received: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
      keepalive: request.keepalive,
      size: bytes?.byteLength ?? 0,
    };
    requests.push(received);
    const at = `${request.method} ${url.pathname}${url.search}`;
    const checkedBody = /json/i.test(contentType ?? '') ? body : bytes ? '<bytes>' : undefined;
    for (const problem of checks.checkRequest({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body: checkedBody,
      contentType,
    }))
      problems.push(`${at} request: ${problem}`);

    const route = routeFor(request.method, url.pathname);
    if (route === undefined) {
      problems.push(`${at}: no route in this test`);
      return new Response(null, { status: 599 });
    }
    const answer = await abortable(
      Promise.resolve(typeof route === 'function' ? route(received) : route),
      request.signal,
    );
    const answerType = answer.contentType ?? 'application/json';
    if (answer.offContract === undefined)
      for (const problem of checks.checkResponse({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        status: answer.status,
        contentType: answer.body === undefined ? null : answerType,
        body: answer.body,
      }))
        problems.push(`${at} response: ${problem}`);
    const payload =
      answer.body === undefined
        ? null
        : typeof answer.body === 'string' && !/json/i.test(answerType)
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(request.method === 'HEAD' ? null : payload, {
      status: answer.status,
      headers: { ...(payload !== null && { 'Content-Type': answerType }), ...answer.headers },
    });
  };

  const fetchImpl = transport as typeof fetch;
  const client = createFleetClient({
    baseUrl: FAKE_BASE_URL,
    getToken: () => 'test-token',
    fetch: fetchImpl,
  });
  return {
    fleet: createFleet({ client }),
    fetch: fetchImpl,
    requests,
    route: (key, route) => void table.set(key, route),
    sent: (key) => requests.filter((r) => matches(key, r.method, r.path)),
    problems: () => [...problems],
  };
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A promise with its settle functions, for answers a test releases by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
