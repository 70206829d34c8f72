// The feature flags store (SPEC §3 Feature flag, §4 Feature gating): which features of the
// registry are on for the signed-in user, from the user's types (admin or not) and the
// preferences (the beta setting and the admin feature flags). Routes and tabs tied to a flag
// read `enabled(id)` and go to not-found while it is off (SPEC §2).
import { computed, type ReadonlySignal } from '@preact/signals-core';
import {
  FEATURES,
  featureById,
  isFeatureEnabled,
  type FeatureContext,
  type FeatureFlag,
  type FeatureId,
} from '../domain/features';
import type { UserType } from '../domain/roles';
import { FleetValidationError } from '../domain/validation';
import { registerMessages, RIGHTS_TEXTS } from '../domain/messages';
import type { PreferencesStore } from './preferences';

registerMessages(RIGHTS_TEXTS);

export interface FeatureFlagsStoreDeps {
  preferences: Pick<PreferencesStore, 'betaFeaturesEnabled' | 'featureFlags' | 'setFeatureFlag'>;
  /** The signed-in user's types (domain/roles `userTypes`), e.g. from the session store. */
  userTypes: ReadonlySignal<readonly UserType[]>;
}

/** A registered feature as the user has it. */
export interface FeatureState extends FeatureFlag {
  readonly enabled: boolean;
  /** An admin flag overrides the feature's default. */
  readonly overridden: boolean;
}

export type FeatureFlagsStore = ReturnType<typeof createFeatureFlagsStore>;

export function createFeatureFlagsStore(deps: FeatureFlagsStoreDeps) {
  const { preferences, userTypes } = deps;
  const isAdmin = computed(() => userTypes.value.includes('admin'));
  const context = computed<FeatureContext>(() => ({
    isAdmin: isAdmin.value,
    betaEnabled: preferences.betaFeaturesEnabled.value,
    flags: preferences.featureFlags.value,
  }));

  const features = computed<FeatureState[]>(() =>
    FEATURES.map((feature) => ({
      ...feature,
      enabled: isFeatureEnabled(feature, context.value),
      overridden: Object.hasOwn(context.value.flags, feature.id),
    })),
  );
  const enabledIds = computed<ReadonlySet<string>>(
    () => new Set(features.value.filter((f) => f.enabled).map((f) => f.id)),
  );
  const perFeature = new Map<string, ReadonlySignal<boolean>>();

  return {
    /** Every registered feature with whether it is on. */
    features,
    /** The ids of the features that are on. */
    enabledFeatureIds: computed(() => [...enabledIds.value] as FeatureId[]),
    /** Only an admin sees prototypes and changes feature flags. */
    isAdmin,

    /** Whether a feature is on now (reactive inside computed/effect); unknown ids are off. */
    isEnabled(id: string): boolean {
      return enabledIds.value.has(id);
    },

    /** Whether a feature is on, as a signal (one per id). */
    enabled(id: string): ReadonlySignal<boolean> {
      let flag = perFeature.get(id);
      if (!flag) {
        flag = computed(() => enabledIds.value.has(id));
        perFeature.set(id, flag);
      }
      return flag;
    },

    /**
     * An admin's override of a feature's flag; undefined goes back to the default. Throws
     * 'You do not have permission to perform this action' for anyone else.
     */
    setFlag(id: FeatureId, enabled: boolean | undefined): void {
      if (!featureById(id))
        throw new FleetValidationError('validation.notOneOf', {
          field: 'feature',
          allowed: FEATURES.map((f) => f.id).join(', '),
        });
      if (!isAdmin.value) throw new FleetValidationError('rights.notPermitted');
      preferences.setFeatureFlag(id, enabled);
    },
  };
}
