// The API client types the user may choose now, following their beta setting live.
import type { ApiClientType } from '@fleet/sdk';
import { availableApiClientTypes } from '@fleet/sdk/domain';
import { useSignalValue } from '@fleet/elements';
import { preferenceStores } from '../../../preferences/preference-stores';

export function useApiClientTypes(): ApiClientType[] {
  const { preferences, featureFlags } = preferenceStores();
  const isAdmin = useSignalValue(featureFlags.isAdmin);
  const betaEnabled = useSignalValue(preferences.betaFeaturesEnabled);
  const flags = useSignalValue(preferences.featureFlags);
  return availableApiClientTypes({ isAdmin, betaEnabled, flags });
}
