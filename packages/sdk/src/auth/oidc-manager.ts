// The oidc-client-ts side of the browser sign-in (browser-auth.ts), in a module of its own:
// browser-auth.ts imports it only when a sign-in, a return from the provider or a renewal
// actually runs, so a page that has nobody signed in yet, or that already holds its token,
// does not download the library up front.
import {
  InMemoryWebStorage,
  UserManager,
  WebStorageStateStore,
  type INavigator,
} from 'oidc-client-ts';
import { AccessTokenInMemoryStore } from './tab-token-store';

export interface OidcManagerOptions {
  authority: string;
  /** The provider's discovery document (browser-auth.ts asks for it ahead: providerMetadataUrl). */
  metadataUrl: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
  responseMode: 'fragment' | 'query';
  storage: 'session' | 'memory';
  navigate?: (url: string) => void;
}

/** A navigator that hands the provider's address to `navigate` and does not wait for a page. */
function navigatorFor(navigate: (url: string) => void): INavigator {
  return {
    prepare: () =>
      Promise.resolve({
        navigate: (params) => {
          navigate(params.url);
          return Promise.resolve({ url: params.url });
        },
        close: () => undefined,
      }),
    callback: () => Promise.resolve(),
  };
}

export function createOidcManager(options: OidcManagerOptions): UserManager {
  const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const userStore =
    options.storage === 'memory' || !session
      ? new WebStorageStateStore({ store: new InMemoryWebStorage() })
      : new AccessTokenInMemoryStore(session);
  return new UserManager(
    {
      authority: options.authority,
      metadataUrl: options.metadataUrl,
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      post_logout_redirect_uri: options.postLogoutRedirectUri,
      scope: options.scope,
      response_mode: options.responseMode,
      userStore,
      // oidc-client-ts would keep sign-in requests in localStorage by default.
      stateStore: new WebStorageStateStore({ store: session ?? new InMemoryWebStorage() }),
      // Renewal ahead of expiry is ours (browser-auth.ts), so that it, the renewal of an
      // expired token and refresh() share one request: a rotating refresh token works once,
      // and a second use at the same time is refused (the page would then reload, signed out).
      automaticSilentRenew: false,
      // The API's JWT access tokens are not for the userinfo endpoint; the id token has it all.
      loadUserInfo: false,
    },
    options.navigate ? navigatorFor(options.navigate) : undefined,
  );
}
