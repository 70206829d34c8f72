// Test support for the resource modules: a real local HTTP server that answers fixtures by
// route and checks both directions against openapi/ — every request the SDK sent must pass
// `checkRequest`, every fixture it answered must pass `checkResponse` — so tests cannot drift
// from the wire contract.
import { loadContract, type ApiContract } from '@fleet/contract';
import { createFleetClient, type FleetClient } from '../../api/client';
import {
  startLocalServer,
  type LocalServer,
  type ReceivedRequest,
} from '../../api/testing/local-server';

/** What the server answers. A JSON body unless `contentType` says otherwise. */
export interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /**
   * Why this answer is deliberately outside the contract (e.g. a proxy's HTML error page);
   * its response check is skipped, the request is still checked.
   */
  offContract?: string;
}

/** A received request with its query and JSON body read. */
export interface RouteRequest extends ReceivedRequest {
  query: URLSearchParams;
  /** The parsed body of a JSON request; undefined for none or another content type. */
  json: unknown;
}

export type Route = Answer | ((request: RouteRequest) => Answer | Promise<Answer>);

export interface Exchange {
  request: RouteRequest;
  /** The request as the SDK sent it: origin, path and query. */
  fullUrl: string;
  answer: Answer;
}

export interface ContractServer {
  url: string;
  /** A client on this server, bearing the token 'test-token'. */
  client: FleetClient;
  exchanges: Exchange[];
  /** Contract problems of every request received and every answer given; [] when all conform. */
  problems(): string[];
  close(): Promise<void>;
}

let contract: ApiContract | undefined;

/**
 * Starts a server whose routes are keyed `'METHOD /path'` (the exact path, no query). A
 * request no route matches is answered 599 and reported as a problem.
 */
export async function startContractServer(routes: Record<string, Route>): Promise<ContractServer> {
  contract ??= loadContract();
  const checks = contract;
  const exchanges: Exchange[] = [];
  const unrouted: string[] = [];

  const local: LocalServer = await startLocalServer(async (received, response) => {
    const parsed = new URL(received.url, 'http://local.invalid');
    const isJson = /json/i.test(received.headers['content-type'] ?? '');
    const request: RouteRequest = {
      ...received,
      query: parsed.searchParams,
      json: isJson && received.body !== '' ? (JSON.parse(received.body) as unknown) : undefined,
    };
    const route = routes[`${received.method} ${parsed.pathname}`];
    let answer: Answer;
    if (route === undefined) {
      unrouted.push(`${received.method} ${received.url}: no route in this test`);
      answer = { status: 599, offContract: 'unrouted' };
    } else {
      answer = typeof route === 'function' ? await route(request) : route;
    }
    exchanges.push({ request, fullUrl: `http://${received.headers.host}${received.url}`, answer });
    const contentType = answer.contentType ?? 'application/json';
    const payload =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string' && !/json/i.test(contentType)
          ? answer.body
          : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      ...(payload !== '' && { 'Content-Type': contentType }),
      ...answer.headers,
    });
    response.end(payload);
  });

  return {
    url: local.url,
    client: createFleetClient({ baseUrl: local.url, getToken: () => 'test-token' }),
    exchanges,
    problems() {
      const problems = [...unrouted];
      for (const { request, answer } of exchanges) {
        const at = `${request.method} ${request.url}`;
        const contentType = request.headers['content-type'] ?? null;
        for (const problem of checks.checkRequest({
          method: request.method,
          url: request.url,
          // A body of another type (an upload) is checked for presence, not against a schema.
          body: request.json ?? (request.body === '' ? undefined : request.body),
          contentType,
        }))
          problems.push(`${at} request: ${problem}`);
        if (answer.offContract !== undefined) continue;
        for (const problem of checks.checkResponse({
          method: request.method,
          url: request.url,
          status: answer.status,
          contentType:
            answer.body === undefined ? null : (answer.contentType ?? 'application/json'),
          body: answer.body,
        }))
          problems.push(`${at} answer: ${problem}`);
      }
      return problems;
    },
    close: () => local.close(),
  };
}

/** A page envelope around `values`, as list calls answer. */
export function pageOf<T>(
  values: T[],
  { offset = 0, limit = values.length, total = values.length } = {},
): { values: T[]; total: number; offset: number; limit: number } {
  return { values, total, offset, limit };
}

/** A deterministic v4-shaped uuid for test item `i` (36 characters). */
export const uuidFor = (i: number, prefix = '00000000'): string =>
  `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;
