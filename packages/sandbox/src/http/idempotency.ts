// Idempotency-Key on POST (the IETF httpapi draft's header): a client that sends a create
// again with the same key — a retry after a lost connection, a re-run CI step — gets the
// first answer back instead of a second fleet or update. Keys belong to the caller (user or
// API client) in the active repository and are kept for a day.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { IdempotencyKeyStore } from '../store/idempotency-keys.js';
import type { ApiEnv } from './env.js';
import { ApiError, badRequest, conflict } from './errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key's answer is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** Visible ASCII, 1 to 255 characters (a UUID fits). */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** The caller a key belongs to: the user or API client, in the repository it acts in. */
function scopeOf(principal: ApiEnv['Variables']['principal']): string {
  const who = principal.apiClient
    ? `client:${principal.apiClient.clientId}`
    : `user:${principal.user.id}`;
  return `${who}|${principal.repository.id}`;
}

export function idempotentPosts(keys: IdempotencyKeyStore): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // Other methods go on before any header is read (request-header.ts).
    if (c.req.method !== 'POST') return next();
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!VALID_KEY.test(key))
      throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
    // Uploads (multipart, octet streams) are not kept: only JSON bodies and empty ones.
    const type = c.req.header('content-type') ?? '';
    if (type !== '' && !/^application\/json\b/i.test(type)) return next();

    const body = await c.req.text();
    const url = new URL(c.req.url);
    const fingerprint = createHash('sha256')
      .update(`POST ${url.pathname}${url.search}\n${body}`)
      .digest('base64url');
    const scope = scopeOf(c.var.principal);
    const expiresBefore = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const claim = await keys.claim(scope, key, fingerprint, expiresBefore);
    if (!claim.claimed) {
      const { record } = claim;
      if (record.fingerprint !== fingerprint)
        throw new ApiError(
          422,
          'invalid_request',
          'This Idempotency-Key was already used for a different request.',
        );
      if (!record.answer)
        throw conflict('A request with this Idempotency-Key is still being processed; try again.');
      return new Response(record.answer.body === '' ? null : record.answer.body, {
        status: record.answer.status,
        headers: {
          ...(record.answer.contentType && { 'Content-Type': record.answer.contentType }),
          'Idempotent-Replayed': 'true',
        },
      });
    }

    try {
      await next();
    } catch (error) {
      await keys.release(scope, key);
      throw error;
    }
    // A server failure is not an answer to keep: the retry should run the request again.
    if (c.res.status >= 500) return keys.release(scope, key);
    await keys.keep(scope, key, {
      status: c.res.status,
      contentType: c.res.headers.get('content-type'),
      body: await c.res.clone().text(),
    });
  };
}
