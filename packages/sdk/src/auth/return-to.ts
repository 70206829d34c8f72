// SPEC §2 route guards: "After login the original destination is restored" and "/logout signs
// out and returns to the current page". The destination travels through the identity provider
// in the sign-in state; only a place on the app's own origin is accepted, so a crafted link
// cannot send a user to another site once signed in (an open redirect).

/** Where a user lands when there is no (acceptable) destination. */
export const DEFAULT_DESTINATION = '/';

/**
 * `destination` as a path of `appOrigin` (path, query and fragment), or undefined when it is
 * not a string naming a place on that origin. A path (`/devices?filter=…`) or an absolute URL
 * of the same origin are accepted; `//other.site`, `/\other.site`, `javascript:` and other
 * origins are not.
 */
export function sameOriginPath(destination: unknown, appOrigin: string): string | undefined {
  if (typeof destination !== 'string' || destination === '') return undefined;
  const origin = new URL(appOrigin).origin;
  let url: URL;
  try {
    url = new URL(destination, origin);
  } catch {
    return undefined;
  }
  const isPath = destination.startsWith('/');
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(destination);
  if ((!isPath && !isAbsolute) || url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
