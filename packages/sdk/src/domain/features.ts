// SPEC §3 feature flags and SPEC §4 feature gating: which features a user sees. The status
// of a feature decides who may turn it on; the flag value (an admin's override, else the
// default) decides the rest.

export const FEATURE_STATUSES = [
  'stable',
  'new',
  'beta',
  'prototype',
  'experimental',
  'deprecated',
] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export interface FeatureFlag {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly status: FeatureStatus;
  readonly defaultEnabled: boolean;
}

/**
 * The registry. Statuses are our choice: the customizable dashboard is a prototype (admins
 * only, off for everyone else); CVE management is beta and on by default, so everyone has it
 * unless an admin switches the flag off; Udemy courses are experimental and off until the
 * flag is switched on.
 */
export const FEATURES = [
  {
    id: 'customizable-dashboard',
    name: 'Customizable dashboard',
    description: 'Arrange the dashboard widgets yourself.',
    status: 'prototype',
    defaultEnabled: false,
  },
  {
    id: 'cve-management',
    name: 'CVE management',
    description: 'See which packages have known vulnerabilities (CVEs).',
    status: 'beta',
    defaultEnabled: true,
  },
  {
    id: 'udemy-courses',
    name: 'Udemy courses',
    description: 'Links to training courses on Udemy.',
    status: 'experimental',
    defaultEnabled: false,
  },
] as const satisfies readonly FeatureFlag[];

export type FeatureId = (typeof FEATURES)[number]['id'];

export function featureById(id: string): FeatureFlag | undefined {
  return FEATURES.find((f) => f.id === id);
}

export interface FeatureContext {
  readonly isAdmin: boolean;
  /** The user's own "beta features" preference. */
  readonly betaEnabled: boolean;
  /** Admin feature flag overrides by feature id (preferences; default {}). */
  readonly flags: Readonly<Record<string, boolean>>;
}

/** stable/new: always; beta: admin, the beta setting, or the flag; prototype: admin only. */
export function isFeatureEnabled(feature: FeatureFlag, context: FeatureContext): boolean {
  const flag = Object.hasOwn(context.flags, feature.id)
    ? context.flags[feature.id] === true
    : feature.defaultEnabled;
  switch (feature.status) {
    case 'stable':
    case 'new':
      return true;
    case 'beta':
      return context.isAdmin || context.betaEnabled || flag;
    case 'prototype':
      return context.isAdmin;
    case 'experimental':
    case 'deprecated':
      return flag;
  }
}

/** Whether a registered feature is on; an unknown id is off. */
export function isFeatureIdEnabled(id: string, context: FeatureContext): boolean {
  const feature = featureById(id);
  return feature ? isFeatureEnabled(feature, context) : false;
}

export function enabledFeatureIds(context: FeatureContext): FeatureId[] {
  return FEATURES.filter((f) => isFeatureEnabled(f, context)).map((f) => f.id);
}
