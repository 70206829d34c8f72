import type { Middleware } from 'openapi-fetch';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts; `getRandomValues`
 * everywhere, so a console served over plain HTTP gets keys too.
 */
export function newIdempotencyKey(): string {
  const bytes = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  // Version 4 in byte 6, the RFC 4122 variant in byte 8.
  const hex = bytes
    .map((byte, i) => (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Gives every POST an Idempotency-Key (unless the caller set one), so the server can tell a
 * repeated request from a new one: a POST retried after a lost connection (retry-after.ts)
 * acts once.
 */
export function idempotencyKey(newKey: () => string = newIdempotencyKey): Middleware {
  return {
    onRequest({ request }) {
      if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY_HEADER))
        request.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
      return undefined;
    },
  };
}
