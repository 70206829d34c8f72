import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type Provider from 'oidc-provider';
import { API_CORS_HEADERS } from './http/cors.js';
import { IDP_PATH } from './identity/constants.js';
import {
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicies,
  inlineSource,
  type Destination,
} from './http/security-headers.js';
import { SIGN_IN_PAGE_STYLE } from './identity/pages.js';
import { LIVE_PATH, type LiveHub } from './live/hub.js';
import { NOT_BUILT_PAGE_STYLE } from './site/console-site.js';
import { sendText } from './site/static-files.js';

/** What Hono apps offer the node adapter. */
type FetchCallback = Parameters<typeof getRequestListener>[0];

export interface SandboxHandlers {
  /** The identity provider, mounted at /idp. */
  provider: Provider;
  /** The provider's sign-in pages, at /idp/interaction/. */
  interactions: { fetch: FetchCallback };
  /** The API, banners and public files. */
  api: { fetch: FetchCallback };
  live: LiveHub;
  /** The console build (with history fallback) and the API description. */
  site: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Who may frame the console and the sign-in pages (CSP `frame-ancestors` sources). */
  frameAncestors: readonly string[];
}

const startsWithSegment = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

export type { Destination };

/** A path that URL parsing leaves as it is: plain characters, no dot segment, no `//` first. */
const PLAIN_PATH = /^\/(?!\/)[\w/-]*$/;

/**
 * The path of a request's target, as URL parsing answers it; a plain path (every API call's)
 * is taken as it is, without building a URL.
 */
export function pathnameOf(target: string): string | undefined {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  return PLAIN_PATH.test(path) ? path : URL.parse(target, 'http://sandbox')?.pathname;
}

const SECURITY_HEADERS = Object.entries(COMMON_SECURITY_HEADERS);
const CORS_HEADERS = Object.entries(API_CORS_HEADERS);

export function destinationOf(pathname: string): Destination {
  if (startsWithSegment(pathname, `${IDP_PATH}/interaction`)) return 'interactions';
  if (startsWithSegment(pathname, IDP_PATH)) return 'idp';
  if (
    startsWithSegment(pathname, '/api') ||
    pathname === '/banners.yaml' ||
    startsWithSegment(pathname, '/public')
  ) {
    return 'api';
  }
  return 'site';
}

/** The one request listener of the sandbox's HTTP server. */
export function createRequestListener(
  handlers: SandboxHandlers,
  { ownsProcess = false }: { ownsProcess?: boolean } = {},
): RequestListener {
  // In a process of its own, the adapter's lighter Request and Response stand in for the
  // global ones: a JSON answer is then written as the string it is, where a WHATWG Response
  // was built around it and read back as a stream (docs/benchmarks.md "API under load").
  // Beside other code (a test, a script with the SDK) the globals stay the platform's: code
  // that checks `instanceof Response` (openapi-fetch's middleware) would fail on the others.
  const honoOptions = { overrideGlobalObjects: ownsProcess };
  const interactions = getRequestListener(handlers.interactions.fetch, honoOptions);
  const api = getRequestListener(handlers.api.fetch, honoOptions);
  const provider = handlers.provider.callback();
  const policies = contentSecurityPolicies({
    frameAncestors: handlers.frameAncestors,
    siteStyleHashes: [inlineSource(NOT_BUILT_PAGE_STYLE)],
    identityStyleHashes: [inlineSource(SIGN_IN_PAGE_STYLE)],
  });

  return (req, res) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    const pathname = pathnameOf(req.url ?? '/');
    if (pathname === undefined)
      return sendText(res, 400, 'text/plain; charset=utf-8', 'Bad request\n');
    const destination = destinationOf(pathname);
    // Set before the handler runs: oidc-provider adds its form_post script's hash to it.
    res.setHeader('Content-Security-Policy', policies[destination]);
    // API answers carry tokens' worth of data: no browser or proxy cache may keep them.
    if (startsWithSegment(pathname, '/api')) res.setHeader('Cache-Control', 'no-store');
    if (destination === 'api')
      for (const [name, value] of CORS_HEADERS) res.setHeader(name, value ?? '');
    const fail = (error: unknown): void => {
      console.error(`Unhandled error on ${req.method} ${req.url}:`, error);
      if (!res.headersSent)
        sendText(res, 500, 'text/plain; charset=utf-8', 'Internal server error\n');
      else res.destroy();
    };
    switch (destination) {
      case 'interactions':
        return void interactions(req, res).catch(fail);
      case 'idp': {
        // oidc-provider routes relative to its mount point and rebuilds URLs from originalUrl.
        const mounted = req as IncomingMessage & { originalUrl?: string };
        mounted.originalUrl = req.url;
        req.url = req.url?.slice(IDP_PATH.length) || '/';
        if (!req.url.startsWith('/')) req.url = `/${req.url}`;
        return void Promise.resolve(provider(req, res)).catch(fail);
      }
      case 'api':
        return void api(req, res).catch(fail);
      case 'site':
        return void handlers.site(req, res).catch(fail);
    }
  };
}

/** Upgrades to the live channel; every other upgrade is refused. */
export function createUpgradeListener(live: LiveHub) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = URL.parse(req.url ?? '/', 'http://sandbox')?.pathname;
    if (pathname === LIVE_PATH) {
      live.handleUpgrade(req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
}
