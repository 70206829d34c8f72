import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from './env.js';
import { ApiError, badRequest } from './errors.js';
import { requestHeader } from './request-header.js';

/**
 * The limits every API call shares, checked before any route reads its input
 * (docs/sandbox.md "Input limits"):
 * - a body is JSON, sent as `Content-Type: application/json` (415 otherwise), of at most
 *   JSON_BODY_LIMIT_BYTES (413); the package upload streams its file under its own limit;
 * - query parameters and path segments hold no control characters (400), so no text that
 *   a database or a header would read differently reaches the stores;
 * - no text of a JSON body holds the NUL character (400): one engine would store it, another
 *   (PostgreSQL) refuse it, and no field of the API has a use for it.
 */

/** The largest JSON body the API reads: 1 MiB. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Calls whose body is not JSON: the package upload (its file, up to 1 GiB). */
const RAW_BODY_CALLS: ReadonlySet<string> = new Set(['POST /api/v2beta/packages']);

/** C0 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

const tooLarge = (): ApiError =>
  new ApiError(
    413,
    'payload_too_large',
    `The body is larger than the ${JSON_BODY_LIMIT_BYTES / 1024 ** 2} MiB the API accepts.`,
  );

const notJson = (contentType: string | undefined): ApiError =>
  new ApiError(
    415,
    'unsupported_media_type',
    'The body must be JSON, sent with Content-Type: application/json.',
    contentType ? `It was sent as ${contentType}.` : 'It was sent without a Content-Type.',
  );

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 400 when a query parameter or a path segment holds a control character. */
function refuseControlCharacters(url: URL): void {
  for (const [name, value] of url.searchParams)
    if (CONTROL_CHARACTER.test(name) || CONTROL_CHARACTER.test(value))
      throw badRequest(
        `The query parameter ${JSON.stringify(name)} holds a control character, which no parameter accepts.`,
      );
  if (url.pathname.split('/').some((segment) => CONTROL_CHARACTER.test(decoded(segment))))
    throw badRequest('The path holds a control character, which no path accepts.');
}

/** Whether a JSON value holds the NUL character in a string or a key, at any depth. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/** 400 when the JSON body holds the NUL character; a body that is not JSON is the route's to refuse. */
function refuseNulCharacters(text: string): void {
  if (!text.includes('\\u0000') && !text.includes('\u0000')) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  if (holdsNul(body))
    throw badRequest(
      'A text of the body holds the NUL character (\\u0000), which no field accepts.',
    );
}

/** Whether the request carries a body, as HTTP/1.1 says: a length above 0, or chunks. */
const hasBody = (c: Context<ApiEnv>): boolean =>
  requestHeader(c, 'transfer-encoding') !== undefined ||
  Number(requestHeader(c, 'content-length') ?? 0) > 0;

/**
 * Whether a request's address may decode to a control character: only through an escape
 * (`%`), or holding one as it is. Most calls have neither, and skip parsing the address.
 */
const mayHoldControlCharacters = (url: string): boolean =>
  url.includes('%') || CONTROL_CHARACTER.test(url);

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

export function requestLimits(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (mayHoldControlCharacters(url)) refuseControlCharacters(new URL(url));
    if (!hasBody(c) || RAW_BODY_CALLS.has(`${c.req.method} ${c.req.path}`)) return next();
    const contentType = c.req.header('content-type');
    try {
      if (!contentType || !JSON_MEDIA_TYPE.test(contentType)) throw notJson(contentType);
      await jsonBodyLimit(c, async () => {
        // Read within the limit; the route reads the same text again (Hono keeps it).
        refuseNulCharacters(await c.req.text());
        await next();
      });
    } catch (error) {
      // Refused before its body was read: the rest of it would arrive as the next request.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415))
        c.header('Connection', 'close');
      throw error;
    }
  };
}
