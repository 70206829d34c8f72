import { createRights, permissionFor } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { routeAccess, unauthorizedAddress, type AccessContext } from './route-access';

const context = (permissions: string[], guestRepositoryId?: string): AccessContext => ({
  rights: createRights(permissions),
  features: { isAdmin: false, betaEnabled: false, flags: {} },
  guestRepositoryId,
});

describe('SPEC §2 route guards, SPEC §6 route restrictions', () => {
  it('lets a user with the right in', () => {
    const all = context([permissionFor('devices', 'create/token')]);
    expect(routeAccess({ restricted: 'devices:pair' }, '/devices/pair', all)).toEqual({
      kind: 'allowed',
    });
  });

  it('sends a user without the right to the unauthorized page with the destination', () => {
    expect(
      routeAccess({ restricted: 'packages:upload' }, '/packages/upload?x=1', context([])),
    ).toEqual({
      kind: 'unauthorized',
      to: '/errors/unauthorized?from=%2Fpackages%2Fupload%3Fx%3D1',
    });
  });

  it('adds the repository for a guest of a shared repository', () => {
    expect(unauthorizedAddress('/devices/pair', 'repo-1')).toBe(
      '/errors/unauthorized?from=%2Fdevices%2Fpair&repository=repo-1',
    );
  });

  it('treats a route whose feature is off as not found', () => {
    const flagOff = {
      ...context([]),
      features: { isAdmin: false, betaEnabled: false, flags: { 'cve-management': false } },
    };
    expect(routeAccess({ feature: 'cve-management' }, '/x', flagOff)).toEqual({
      kind: 'not-found',
    });
    expect(routeAccess({ feature: 'cve-management' }, '/x', context([]))).toEqual({
      kind: 'allowed',
    });
  });
});
