// SPEC §3 API client types: provision, api-v2 (beta) and api-minimal. The beta type is a
// feature of its own, so the feature gating of SPEC §4 decides who may create one (admins,
// users with beta features on, or the flag).
import { isFeatureEnabled, type FeatureContext, type FeatureFlag } from './features.js';
import { API_CLIENT_TYPES, type ApiClientType } from './validation.js';

/** The api-v2 API client type, gated as a beta feature. */
export const API_V2_CLIENTS: FeatureFlag = {
  id: 'api-v2-clients',
  name: 'api-v2 API clients',
  description: 'API clients with the full API.',
  status: 'beta',
  defaultEnabled: false,
};

/** The types a new API client may have for this user: api-v2 only with beta features on. */
export function availableApiClientTypes(features: FeatureContext): ApiClientType[] {
  const beta = isFeatureEnabled(API_V2_CLIENTS, features);
  return API_CLIENT_TYPES.filter((type) => type !== 'api-v2' || beta);
}
