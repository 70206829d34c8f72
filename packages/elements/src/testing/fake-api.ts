// A fake Fleet API for browser tests: the real SDK (createFleet) over an in-memory fetch that
// answers by route, so widgets are tested through the same resources and stores they use in
// production. Routes are keyed 'METHOD /path', where a `{name}` segment matches any one
// segment (as in openapi/). Fixtures are typed with the generated wire types, and every
// exchange is kept and checked against openapi/ in Node (testing/contract.ts) after each test:
// a request the API would refuse, or an answer it would not give, fails the test.
// `GET /api/v2beta/auth/discover` answers every right unless a test routes it.
import { createFleet, createFleetClient, type FleetSdk } from '@fleet/sdk';
import { contractProblems, type FakeExchange } from './contract.js';
import { discovered } from './rights.js';

export const FAKE_BASE_URL = 'http://fleet.test';

export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body; undefined for none. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  sdk: FleetSdk;
  requests: FakeRequest[];
  /** Adds or replaces a route. */
  route(key: string, route: FakeRoute): void;
  /** Requests sent to `'METHOD /path'` (a path that may hold `{name}` segments). */
  sent(key: string): FakeRequest[];
  /** Every request and answer so far. */
  exchanges: FakeExchange[];
  /** What in the exchanges does not conform to openapi/ (answers of 500+ left out). */
  contractProblems(): Promise<string[]>;
}

function matches(key: string, method: string, path: string): boolean {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod !== method) return false;
  const pattern = keyPath
    .split('/')
    .map((segment) =>
      /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The fake APIs of the running test, checked against openapi/ when it ends. */
const created: FakeApi[] = [];

if (typeof afterEach === 'function')
  afterEach(async function () {
    const apis = created.splice(0);
    const problems = (await Promise.all(apis.map((api) => api.contractProblems()))).flat();
    if (problems.length > 0)
      throw new Error(
        `Exchanges of "${this.currentTest?.title ?? 'a test'}" that do not conform to openapi/:\n${problems.join('\n')}`,
      );
  });

export function fakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map<string, FakeRoute>([
    ['GET /api/v2beta/auth/discover', discovered()],
    ...Object.entries(routes),
  ]);
  const requests: FakeRequest[] = [];
  const exchanges: FakeExchange[] = [];

  const transport = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const contentType = request.headers.get('content-type');
    const received: FakeRequest = {
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(received);
    const route =
      table.get(`${request.method} ${url.pathname}`) ??
      [...table].find(([key]) => matches(key, request.method, url.pathname))?.[1];
    if (route === undefined) {
      console.warn(`fake API: no route for ${request.method} ${url.pathname}`);
      // Its request is still checked; the 404 of a test's missing route is not the API's.
      exchanges.push({
        request: {
          method: request.method,
          url: `${url.pathname}${url.search}`,
          body: received.body,
          contentType,
        },
      });
      return Response.json({ code: 'not_found', msg: 'No route in this test.' }, { status: 404 });
    }
    const answer = await abortable(
      Promise.resolve(typeof route === 'function' ? route(received) : route),
      request.signal,
    );
    const relative = `${url.pathname}${url.search}`;
    exchanges.push({
      request: { method: request.method, url: relative, body: received.body, contentType },
      response: {
        method: request.method,
        url: relative,
        status: answer.status,
        contentType: answer.body === undefined ? null : 'application/json',
        body: answer.body,
      },
    });
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : Response.json(answer.body, { status: answer.status });
  };

  const client = createFleetClient({
    baseUrl: FAKE_BASE_URL,
    getToken: () => 'test-token',
    fetch: transport as typeof fetch,
  });
  const api: FakeApi = {
    sdk: createFleet({ client }),
    requests,
    route: (key, route) => void table.set(key, route),
    sent: (key) => requests.filter((r) => matches(key, r.method, r.path)),
    exchanges,
    contractProblems: () => contractProblems(exchanges),
  };
  created.push(api);
  return api;
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The error body of the API (a 4xx/5xx answer) with a message for the user. */
export const errorAnswer = (status: number, msg: string, code = 'invalid_request'): FakeAnswer => ({
  status,
  body: { code, msg, errorId: '00000000-0000-4000-8000-000000000000' },
});

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
