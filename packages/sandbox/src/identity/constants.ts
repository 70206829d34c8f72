// The identity provider's fixed settings: the API resource, the mount path, token lifetimes.
/**
 * The API as an OAuth resource server. Clients need not send `resource`: every token the
 * provider issues is for the API (RFC 8707 resource indicators, defaulted).
 */
export const API_RESOURCE = 'urn:fleet-console:api';
/** The `aud` of every API access token; the API rejects tokens for anyone else. */
export const API_AUDIENCE = 'fleet-api';
/**
 * Scopes of the resource server: an access token carries those requested among them, so a
 * console token says `openid profile email` as a Keycloak one does.
 */
export const API_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/** Where the provider is mounted on the sandbox origin; the issuer is `<origin>/idp`. */
export const IDP_PATH = '/idp';

/** Lifetimes, in seconds. Access tokens are short, as with Keycloak; refresh renews them. */
export const TOKEN_LIFETIMES = {
  accessToken: 15 * 60,
  idToken: 60 * 60,
  authorizationCode: 60,
  interaction: 60 * 60,
  refreshToken: 14 * 24 * 60 * 60,
  session: 14 * 24 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
} as const;
