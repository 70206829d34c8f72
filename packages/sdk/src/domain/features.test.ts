import { describe, expect, it } from 'vitest';
import {
  enabledFeatureIds,
  featureById,
  FEATURES,
  isFeatureEnabled,
  isFeatureIdEnabled,
  type FeatureContext,
  type FeatureFlag,
  type FeatureStatus,
} from './features.js';

const user: FeatureContext = { isAdmin: false, betaEnabled: false, flags: {} };
const admin: FeatureContext = { ...user, isAdmin: true };
const feature = (status: FeatureStatus, defaultEnabled = false): FeatureFlag => ({
  id: 'f',
  name: 'F',
  description: '',
  status,
  defaultEnabled,
});

describe('SPEC §3 feature registry', () => {
  it('has the three features with their defaults', () => {
    expect(FEATURES.map((f) => [f.id, f.defaultEnabled])).toEqual([
      ['customizable-dashboard', false],
      ['cve-management', true],
      ['udemy-courses', false],
    ]);
    expect(featureById('nope')).toBeUndefined();
  });

  it('is what a plain user gets by default: CVE management only', () => {
    expect(enabledFeatureIds(user)).toEqual(['cve-management']);
  });

  it('gives an admin the prototype dashboard too', () => {
    expect(enabledFeatureIds(admin)).toEqual(['customizable-dashboard', 'cve-management']);
  });
});

describe('SPEC §4 feature gating', () => {
  it('stable and new are always on', () => {
    for (const status of ['stable', 'new'] as const) {
      expect(isFeatureEnabled(feature(status), { ...user, flags: { f: false } })).toBe(true);
    }
  });

  it('beta is on for an admin, by the beta setting, or by the flag', () => {
    const beta = feature('beta');
    expect(isFeatureEnabled(beta, user)).toBe(false);
    expect(isFeatureEnabled(beta, admin)).toBe(true);
    expect(isFeatureEnabled(beta, { ...user, betaEnabled: true })).toBe(true);
    expect(isFeatureEnabled(beta, { ...user, flags: { f: true } })).toBe(true);
    expect(isFeatureEnabled(feature('beta', true), user)).toBe(true);
  });

  it('prototype is only for an admin, whatever the flag', () => {
    const prototype = feature('prototype', true);
    expect(isFeatureEnabled(prototype, admin)).toBe(true);
    expect(isFeatureEnabled(prototype, { ...user, betaEnabled: true, flags: { f: true } })).toBe(
      false,
    );
  });

  it('experimental and deprecated follow the flag, else the default', () => {
    for (const status of ['experimental', 'deprecated'] as const) {
      expect(isFeatureEnabled(feature(status), user)).toBe(false);
      expect(isFeatureEnabled(feature(status), admin)).toBe(false);
      expect(isFeatureEnabled(feature(status), { ...user, flags: { f: true } })).toBe(true);
      expect(isFeatureEnabled(feature(status, true), { ...user, flags: { f: false } })).toBe(false);
    }
  });

  it('treats unknown ids as off', () => {
    expect(isFeatureIdEnabled('nope', admin)).toBe(false);
    expect(isFeatureIdEnabled('udemy-courses', { ...user, flags: { 'udemy-courses': true } })).toBe(
      true,
    );
  });
});
