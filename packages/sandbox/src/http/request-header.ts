import type { Context } from 'hono';
import type { ApiEnv } from './env.js';

/**
 * A request header's value as `c.req.header(name)` answers it (the fields of that name
 * joined by ", "), read off the Node request's raw list of fields when the app runs under
 * the Node server. There, the first `c.req.header` of a call builds a WHATWG `Headers` of
 * every field the request carries: about 3 % of the event loop's time a call under load, for
 * the one or two fields every call reads (docs/benchmarks.md "Where an API call's time goes").
 * `name` is in lower case.
 */
export function requestHeader(c: Context<ApiEnv>, name: string): string | undefined {
  // Without the Node server (Hono's app.request in a test) there is no raw request.
  const incoming = (c.env as Partial<ApiEnv['Bindings']> | undefined)?.incoming;
  if (incoming === undefined) return c.req.header(name);
  const fields = incoming.rawHeaders;
  let value: string | undefined;
  for (let at = 0; at + 1 < fields.length; at += 2) {
    const field = fields[at] as string;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const next = fields[at + 1] as string;
    value = value === undefined ? next : `${value}, ${next}`;
  }
  return value;
}
