// SPEC §2 route guards: a return from the identity provider (code and state, in the fragment
// or the query, with session_state) is let through and completes sign-in before any route
// runs; a return from sign-out carries only state. Either way the user lands on the
// destination they started from, when it is a path of this origin (the SDK checks that).
import type { BrowserAuth } from '@fleet/sdk';

export type AuthReturn = 'sign-in' | 'sign-out' | undefined;

/** What kind of provider answer the address carries, if any. */
export function authReturnKind(url: URL): AuthReturn {
  const fragment = new URLSearchParams(url.hash.slice(1));
  const query = url.searchParams;
  for (const params of [fragment, query]) {
    if (params.has('state') && (params.has('code') || params.has('error'))) return 'sign-in';
  }
  if (url.pathname === '/' && query.has('state') && query.size === 1) return 'sign-out';
  return undefined;
}

/**
 * Completes a sign-in or sign-out answer found in the address and returns where to go next
 * (undefined when the address is no such answer). A failed exchange goes to '/', where the
 * guard starts a fresh sign-in.
 */
export async function completeAuthReturn(
  auth: BrowserAuth,
  href: string,
): Promise<string | undefined> {
  const kind = authReturnKind(new URL(href));
  if (!kind) return undefined;
  try {
    return kind === 'sign-in' ? await auth.completeSignIn(href) : await auth.completeSignOut(href);
  } catch (error) {
    console.warn('The identity provider answer could not be completed.', error);
    return '/';
  }
}
