import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mainLayoutRoutes } from '../routing/areas/main-layout';
import {
  mayKeepUser,
  needsSignIn,
  rememberDestination,
  SIGNED_IN_AREAS,
  takeDestination,
} from './sign-in-first';

/** The first segments of the paths under `routes`, through path-less levels. */
function firstSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) =>
    route.path !== undefined
      ? [route.path.split('/')[0]!]
      : route.index
        ? []
        : firstSegments(route.children ?? []),
  );
}

const storage = (...keys: string[]) => ({
  length: keys.length,
  key: (i: number) => keys[i] ?? null,
});

describe('going to the identity provider before the console loads (SPEC §2 guards)', () => {
  it('knows every area of the main layout, and onboarding, as needing sign-in', () => {
    expect([...SIGNED_IN_AREAS].sort()).toEqual(
      [...new Set([...firstSegments(mainLayoutRoutes), 'onboarding'])].sort(),
    );
  });

  it('sends the dashboard and the areas, not the support page nor unknown addresses', () => {
    expect(needsSignIn('/')).toBe(true);
    expect(needsSignIn('/devices')).toBe(true);
    expect(needsSignIn('/devices/d1/packages')).toBe(true);
    expect(needsSignIn('/onboarding/2')).toBe(true);
    expect(needsSignIn('/debug')).toBe(false);
    expect(needsSignIn('/errors/unauthorized')).toBe(false);
    expect(needsSignIn('/login')).toBe(false);
    expect(needsSignIn('/no-such-page')).toBe(false);
  });

  it('counts a kept user of any provider, and an unreadable storage, as maybe signed in', () => {
    expect(mayKeepUser(storage())).toBe(false);
    expect(mayKeepUser(storage('fleet.theme', 'oidc.abc123'))).toBe(false);
    expect(mayKeepUser(storage('oidc.user:http://x/idp:fleet-console'))).toBe(true);
    expect(mayKeepUser(undefined)).toBe(true);
    const broken = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => null,
    };
    expect(mayKeepUser(broken)).toBe(true);
  });

  it('keeps the destination for the way back, once', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as unknown as Storage;
    expect(takeDestination(storage)).toBeUndefined();
    rememberDestination(storage, '/devices?search=x');
    expect(takeDestination(storage)).toBe('/devices?search=x');
    expect(takeDestination(storage)).toBeUndefined();
    expect(takeDestination(undefined)).toBeUndefined();
  });
});
