// Signing in from a browser (SPEC §2 route guards, §4 Auth) with oidc-client-ts: the
// authorization code flow with PKCE. The access token lives in the page's memory only; the
// refresh token, id token and profile are kept for the tab (sessionStorage) so a reload
// renews it, or for the page only (memory) — never in localStorage, where any script of the
// origin could read them for good (docs/security.md, "Tokens"). The access token renews itself ahead of expiry; once expired it is renewed on
// use, and when renewal fails the page reloads (SPEC §4), signed out, so the route guard
// sends the user to sign in again.
import type { User, UserManager } from 'oidc-client-ts';
import { consoleLogger, type Logger } from '../stores/support/logger';
import type { AccessTokenSource, RefreshOptions } from './access-token-source';
import { DEFAULT_DESTINATION, sameOriginPath } from './return-to';

export interface BrowserAuthOptions {
  /** The identity provider's issuer, e.g. `https://fleet.example/idp`. */
  authority: string;
  clientId: string;
  /** Where the provider sends the browser back after sign-in; its origin is the app's. */
  redirectUri: string;
  /** Where the provider sends the browser back after sign-out. */
  postLogoutRedirectUri: string;
  /** Scopes to ask for; `openid profile email` by default. */
  scope?: string;
  /**
   * Where tokens are kept. The access token is always in memory only. 'session' (the
   * default) keeps the refresh token, id token and profile in sessionStorage: a reload of the
   * tab renews the access token with them. 'memory' keeps everything in the page (gone on
   * reload; the provider's session signs the user back in). Where there is no sessionStorage
   * (Node), both mean memory.
   * The short-lived sign-in request (PKCE verifier, destination) always waits in
   * sessionStorage, since it must outlive the trip to the provider.
   */
  storage?: 'session' | 'memory';
  /** Reloads the page after a failed renewal; `location.reload()` by default. */
  reload?: () => void;
  /** Told of failed renewals; console.warn by default. */
  logger?: Logger;
  /**
   * Sends the browser to the provider; `location.assign` by default. For hosts without a
   * window, and for tests.
   */
  navigate?: (url: string) => void;
  /**
   * How the provider returns the code: in the URL fragment (the default, SPEC §2: it never
   * reaches a server log) or in the query.
   */
  responseMode?: 'fragment' | 'query';
}

export interface BrowserAuth extends AccessTokenSource {
  /** Whether a signed-in user is kept (its token may need renewing). */
  isSignedIn(): Promise<boolean>;
  /**
   * Goes to the provider's sign-in page. `returnTo` is where to land afterwards (a path of
   * the app, e.g. the guarded route); anything else is dropped for '/'. In a browser the page
   * leaves, so the promise does not settle.
   */
  signIn(returnTo?: string): Promise<void>;
  /**
   * On the redirect page: exchanges the code for tokens and returns the destination that
   * `signIn` was given ('/' when none). `url` defaults to the current location.
   */
  completeSignIn(url?: string): Promise<string>;
  /** Forgets the tokens and signs out at the provider, coming back to `returnTo` after. */
  signOut(returnTo?: string): Promise<void>;
  /**
   * On the post-sign-out page: returns the destination that `signOut` was given. `url`
   * defaults to the current location.
   */
  completeSignOut(url?: string): Promise<string>;
  /** Stops the renewal timers. */
  dispose(): void;
}

interface Destination {
  returnTo?: string;
}

const DEFAULT_SCOPE = 'openid profile email';

/**
 * The browser's sign-in (authorization code + PKCE, oidc-client-ts defaults), as an
 * AccessTokenSource for the token manager.
 *
 * ```ts
 * const auth = createBrowserAuth({
 *   authority: `${location.origin}/idp`,
 *   clientId: 'fleet-console',
 *   redirectUri: `${location.origin}/callback`,
 *   postLogoutRedirectUri: `${location.origin}/`,
 * });
 * ```
 */
/**
 * The start of oidc-client-ts's storage key for a kept user (its "oidc." prefix and user store
 * key), followed by the provider and the client: an app can tell whether a tab may hold a
 * signed-in user before it loads the sign-in library.
 */
export const KEPT_USER_KEY_PREFIX = 'oidc.user:';

/**
 * Starts downloading the sign-in library (oidc-client-ts) now, for an app that knows it is
 * about to need it (a tab that keeps a signed-in user renews its token at start) before it
 * has the options to make its BrowserAuth. Failures are left to the first real use.
 */
export function preloadSignInLibrary(): void {
  void import('./oidc-manager').catch(() => undefined);
}

/** The provider's discovery document (OpenID Connect Discovery: under the issuer's path). */
export function providerMetadataUrl(authority: string): string {
  return `${authority.endsWith('/') ? authority : `${authority}/`}.well-known/openid-configuration`;
}

/**
 * Asks for the provider's discovery document now, beside the sign-in library, rather than
 * once the library has loaded and asks for it itself: a preload the library's request then
 * takes (same address, mode and credentials). Without a document (Node), nothing.
 */
function preloadProviderMetadata(url: string): void {
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}

export function createBrowserAuth(options: BrowserAuthOptions): BrowserAuth {
  const logger = options.logger ?? consoleLogger;
  const reload = options.reload ?? (() => globalThis.location?.reload());
  const appOrigin = new URL(options.redirectUri).origin;
  const responseMode = options.responseMode ?? 'fragment';
  const storage = options.storage ?? 'session';
  const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const keptUserKey = `${KEPT_USER_KEY_PREFIX}${options.authority}:${options.clientId}`;

  // oidc-client-ts comes in on first need (oidc-manager.ts): a sign-in, the return from the
  // provider, a sign-out, or a kept user whose token must be read or renewed.
  let loading: Promise<UserManager> | undefined;
  let disposed = false;
  const metadataUrl = providerMetadataUrl(options.authority);
  function manager(): Promise<UserManager> {
    if (!loading) preloadProviderMetadata(metadataUrl);
    loading ??= import('./oidc-manager').then(({ createOidcManager }) => {
      const created = createOidcManager({
        authority: options.authority,
        metadataUrl,
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        postLogoutRedirectUri: options.postLogoutRedirectUri,
        scope: options.scope ?? DEFAULT_SCOPE,
        responseMode,
        storage,
        navigate: options.navigate,
      });
      if (!disposed) {
        created.events.addAccessTokenExpiring(onExpiring);
        created.events.addAccessTokenExpired(onExpired);
      }
      return created;
    });
    return loading;
  }

  /**
   * Whether a user may be kept, without loading oidc-client-ts: once it is loaded it knows;
   * before, only the tab's sessionStorage can hold a user (memory keeps none across pages).
   */
  function mayHaveUser(): boolean {
    if (loading) return true;
    return storage === 'session' && session?.getItem(keptUserKey) != null;
  }

  let renewing: Promise<User> | undefined;
  let reloading = false;
  /** The trip to the provider under way, shared by callers who ask for it meanwhile. */
  let leavingToSignIn: Promise<void> | undefined;

  function renew(): Promise<User> {
    renewing ??= manager()
      .then((loaded) => loaded.signinSilent())
      .then((user) => {
        if (!user) throw new Error('The identity provider returned no user.');
        return user;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  /** SPEC §4: a failed renewal reloads the page, signed out (no loop of failing renewals). */
  async function signOutAndReload(error: unknown): Promise<void> {
    if (reloading) return;
    reloading = true;
    logger.warn('Could not renew the access token; reloading the page.', error);
    await (await manager()).removeUser().catch(() => undefined);
    reload();
  }

  async function renewOrReload(): Promise<string | undefined> {
    try {
      return (await renew()).access_token;
    } catch (error) {
      await signOutAndReload(error);
      return undefined;
    }
  }

  // Ahead of expiry (60 s before, oidc-client-ts's default) a failure is only logged: the
  // token still works, and the renewal when it expires tries again (and reloads if it fails).
  const onExpiring = () =>
    void renew().catch((error: unknown) =>
      logger.warn('Could not renew the access token before it expired.', error),
    );
  const onExpired = () => void renewOrReload();

  // A kept user renews at once (its access token was not kept): load the library now, beside
  // the rest of the page's start, rather than when the first call asks for a token.
  if (mayHaveUser()) void manager().catch(() => undefined);

  const destination = (state: unknown): string =>
    sameOriginPath((state as Destination | undefined)?.returnTo, appOrigin) ?? DEFAULT_DESTINATION;

  return {
    async getToken() {
      if (!mayHaveUser()) return undefined;
      const user = await (await manager()).getUser();
      if (!user) return undefined;
      return user.expired ? renewOrReload() : user.access_token;
    },

    async refresh({ minValiditySeconds }: RefreshOptions = {}) {
      const user = mayHaveUser() ? await (await manager()).getUser() : null;
      if (!user) throw new Error('Nobody is signed in: there is no token to renew.');
      if (minValiditySeconds !== undefined && (user.expires_in ?? 0) >= minValiditySeconds) return;
      try {
        await renew();
      } catch (error) {
        await signOutAndReload(error);
        throw error;
      }
    },

    async isSignedIn() {
      return mayHaveUser() && (await (await manager()).getUser()) !== null;
    },

    signIn(returnTo) {
      // Several callers at once (a page's guards run side by side) make one trip to the
      // provider, to the first caller's destination: two would race with two states.
      leavingToSignIn ??= (async () => {
        const loaded = await manager();
        await loaded.clearStaleState();
        const state: Destination = { returnTo: destination({ returnTo }) };
        await loaded.signinRedirect({ state });
      })().finally(() => {
        leavingToSignIn = undefined;
      });
      return leavingToSignIn;
    },

    async completeSignIn(url) {
      const user = await (await manager()).signinRedirectCallback(url);
      return destination(user.state);
    },

    async signOut(returnTo) {
      const state: Destination = { returnTo: destination({ returnTo }) };
      await (await manager()).signoutRedirect({ state });
    },

    async completeSignOut(url = globalThis.location?.href) {
      // The provider puts the sign-out state in the query, but oidc-client-ts looks for it
      // where sign-in answers come (the fragment by default): move it there.
      const back = new URL(url);
      if (responseMode === 'fragment' && back.search) {
        back.hash = back.search.slice(1);
        back.search = '';
      }
      const response = await (await manager()).signoutRedirectCallback(back.href);
      return destination(response.userState);
    },

    dispose() {
      disposed = true;
      void loading?.then((loaded) => {
        loaded.events.removeAccessTokenExpiring(onExpiring);
        loaded.events.removeAccessTokenExpired(onExpired);
        void loaded.events.unload();
      });
    },
  };
}
