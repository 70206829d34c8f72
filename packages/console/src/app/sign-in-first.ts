// SPEC §2 route guards, decided before any route code loads: a tab with no kept user that
// opens an address needing sign-in goes to the identity provider straight from the start,
// without loading the router, the layout or the screen it would leave at once. Everything
// else (a kept user, a return from the provider, the pages open without sign-in, unknown
// addresses) starts the console, whose route guards decide as before.

import { KEPT_USER_KEY_PREFIX } from '@fleet/sdk';

/**
 * The first path segments of the routes that need a signed-in user: the main layout's areas
 * (routing/areas/main-layout.ts) and onboarding. The route table's test keeps the two equal.
 */
export const SIGNED_IN_AREAS: ReadonlySet<string> = new Set([
  'dashboard',
  'hardware',
  'devices',
  'fleets',
  'packages',
  'software',
  'lockboxes',
  'rollouts',
  'account',
  'settings',
  'remote-access',
  'onboarding',
]);

/** Whether `pathname` is the dashboard or an address in an area that needs sign-in. */
export function needsSignIn(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first === '' || SIGNED_IN_AREAS.has(first);
}

/**
 * Whether the tab may keep a signed-in user (a key of one in sessionStorage), before the
 * configuration says which provider: an unreadable storage counts as maybe.
 */
export function mayKeepUser(storage: Pick<Storage, 'length' | 'key'> | undefined): boolean {
  if (!storage) return true;
  try {
    for (let i = 0; i < storage.length; i++) {
      if (storage.key(i)?.startsWith(KEPT_USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The tab's sessionStorage, undefined where the browser refuses it. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// Where a tab that left from the start was going, kept for the tab until it is back: the
// start then loads that route's code beside the code exchange (the provider's answer does
// not say it before the exchange).
const DESTINATION_KEY = 'fleet.signInDestination';

export function rememberDestination(storage: Storage | undefined, path: string): void {
  try {
    storage?.setItem(DESTINATION_KEY, path);
  } catch {
    // No storage: the route's code loads after the exchange, as any other time.
  }
}

/** The destination kept by rememberDestination, forgotten as it is read. */
export function takeDestination(storage: Storage | undefined): string | undefined {
  try {
    const path = storage?.getItem(DESTINATION_KEY) ?? undefined;
    storage?.removeItem(DESTINATION_KEY);
    return path;
  } catch {
    return undefined;
  }
}
