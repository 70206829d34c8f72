// Auth: where the host token comes from, and the token manager that gives every call the
// token it needs (SPEC §4 Auth, §7 base, §9 token constants).
export type { AccessTokenSource, RefreshOptions } from './access-token-source';
export { createBrowserAuth, KEPT_USER_KEY_PREFIX, preloadSignInLibrary } from './browser-auth';
export type { BrowserAuth, BrowserAuthOptions } from './browser-auth';
export { clientCredentialsAuth, TokenRequestError } from './client-credentials';
export type { ClientCredentialsOptions } from './client-credentials';
export { refreshTokenAuth, startNativeSignIn } from './native-app-auth';
export type {
  NativeAppProvider,
  NativeAppTokens,
  NativeSignIn,
  NativeSignInOptions,
  RefreshTokenAuthOptions,
} from './native-app-auth';
export { staticTokenAuth } from './static-token';
export { cachedTokenSource } from './cached-token-source';
export type {
  CachedTokenSource,
  CachedTokenSourceOptions,
  FetchedToken,
} from './cached-token-source';
export { createFleetTokens } from './fleet-tokens';
export type { FleetTokens, FleetTokensOptions } from './fleet-tokens';
export { connectFleet, connectFleetView } from './connect';
export type { ConnectedFleet, ConnectedFleetView, ConnectFleetOptions } from './connect';
export { decodeJwtPayload, tokenExpiresAt } from './jwt';
export type { AccessTokenClaims } from './jwt';
export { DEFAULT_DESTINATION, sameOriginPath } from './return-to';
