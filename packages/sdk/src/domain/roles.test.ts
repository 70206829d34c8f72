import { describe, expect, it } from 'vitest';
import {
  CLOUD_ADMIN_ROLE,
  COMMERCIAL_TIER_ROLE,
  DEVELOPER_ROLE,
  hasCommercialAccess,
  isAdmin,
  isRepoGuest,
  PROFESSIONAL_ROLE,
  rolesFromClaims,
  userTypes,
} from './roles.js';

describe('SPEC §6 roles from the token', () => {
  it('joins realm roles and user-manager client roles', () => {
    expect(
      rolesFromClaims({
        realm_access: { roles: ['offline_access', 'developer'] },
        resource_access: {
          'user-manager': { roles: ['developer', 'cloud-admin'] },
          account: { roles: ['manage-account'] },
        },
      }),
    ).toEqual(['offline_access', 'developer', 'cloud-admin']);
  });

  it('reads tokens without role claims as no roles', () => {
    expect(rolesFromClaims({})).toEqual([]);
  });
});

describe('SPEC §6 user types', () => {
  it('admin is the cloud admin role', () => {
    expect(isAdmin([CLOUD_ADMIN_ROLE])).toBe(true);
    expect(isAdmin([DEVELOPER_ROLE])).toBe(false);
  });

  it('commercial access comes from developer, professional or the commercial tier role', () => {
    expect(hasCommercialAccess([DEVELOPER_ROLE])).toBe(true);
    expect(hasCommercialAccess([PROFESSIONAL_ROLE])).toBe(true);
    expect(hasCommercialAccess([COMMERCIAL_TIER_ROLE])).toBe(true);
    expect(hasCommercialAccess(['offline_access'])).toBe(false);
  });

  it('standard is signed in without commercial access', () => {
    expect(userTypes([], 'personal')).toEqual(['standard']);
    expect(userTypes([DEVELOPER_ROLE], 'personal')).toEqual(['developer']);
    expect(userTypes([COMMERCIAL_TIER_ROLE], 'personal')).toEqual([]);
  });

  it('repo-guest is any active repository other than personal', () => {
    expect(isRepoGuest('personal')).toBe(false);
    expect(isRepoGuest(undefined)).toBe(false);
    expect(isRepoGuest('3fa85f64')).toBe(true);
    expect(userTypes([DEVELOPER_ROLE], '3fa85f64')).toEqual(['developer', 'repo-guest']);
  });

  it('an admin developer is both', () => {
    expect(userTypes([CLOUD_ADMIN_ROLE, DEVELOPER_ROLE, PROFESSIONAL_ROLE])).toEqual([
      'admin',
      'developer',
      'professional',
    ]);
  });
});
