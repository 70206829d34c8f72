import type { OutgoingHttpHeaders } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS of the API, banners and public files: bearer tokens, not cookies, authenticate the API,
 * so any page (an embedding partner's portal, an example) may call it.
 */
const EXPOSE_HEADERS = ['Retry-After', 'Last-Modified', 'Content-Disposition'];

/**
 * What every answer carries, set on the Node response before the app runs (server.ts). Set
 * through Hono instead, on each call's response object, the headers made the adapter build a
 * WHATWG Response around every JSON answer and read it back as a stream: about a tenth of an
 * API call's time in the event loop (docs/benchmarks.md "API under load").
 */
export const API_CORS_HEADERS: OutgoingHttpHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSE_HEADERS.join(','),
};

const preflight = cors({
  origin: '*',
  allowHeaders: ['Authorization', 'Content-Type', 'force', 'X-Force'],
  exposeHeaders: EXPOSE_HEADERS,
  maxAge: 600,
});

/** Answers a preflight (OPTIONS) itself; every other call goes on. */
export const corsPreflight: MiddlewareHandler = (c, next) =>
  c.req.method === 'OPTIONS' ? preflight(c, next) : next();
