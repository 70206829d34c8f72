import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Stores } from '../store/index.js';
import { createIdentityAdapter } from './adapter.js';
import { profileClaims, roleClaims, userTokenClaims } from './claims.js';
import {
  CONSOLE_CLIENT_ID,
  consoleClientMetadata,
  isConsoleOrigin,
  isConsoleRedirectUri,
} from './console-client.js';
import { API_AUDIENCE, API_RESOURCE, API_SCOPES, IDP_PATH, TOKEN_LIFETIMES } from './constants.js';
import type { IdentityKeys } from './keys.js';
import { renderErrorPage, renderSignOutPage, renderSignedOutPage } from './pages.js';

export interface IdentityProviderOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:8080`; the issuer is `<origin>/idp`. */
  origin: string;
  stores: Stores;
  keys: IdentityKeys;
}

/**
 * The OpenID Connect provider at `/idp`: authorization code + PKCE for the console,
 * client credentials for API clients, JWT access tokens for the API with Keycloak-style
 * role claims (SPEC §6).
 */
export function createIdentityProvider({
  origin,
  stores,
  keys,
}: IdentityProviderOptions): Provider {
  const isConsole = (clientId: string): boolean => clientId === CONSOLE_CLIENT_ID;

  const configuration: Configuration = {
    adapter: createIdentityAdapter(stores),
    clients: [consoleClientMetadata(origin)],
    jwks: { keys: keys.signing },
    // Authorization code (+ PKCE) and client credentials only: no implicit or hybrid flows.
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    cookies: { keys: keys.cookieSecrets },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const user = await stores.users.findById(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => ({ sub: user.id, ...profileClaims(user) }) };
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, indicator, client) {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          const apiClient = isConsole(client.clientId)
            ? undefined
            : await stores.apiClients.findByClientId(client.clientId);
          return {
            scope: API_SCOPES.join(' '),
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: apiClient?.accessTokenLifetimeSeconds ?? TOKEN_LIFETIMES.accessToken,
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}`,
    },
    // The console is first-party: its sign-in grants what it asks for, with no consent page.
    async loadExistingGrant(ctx) {
      const { client, session, account } = ctx.oidc;
      if (!client || !session || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!isConsole(client.clientId)) return existing;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    // The console gets (rotating) refresh tokens without asking for offline_access.
    async issueRefreshToken(_ctx, client, code) {
      return (
        client.grantTypeAllowed('refresh_token') &&
        (isConsole(client.clientId) || code.scopes.has('offline_access'))
      );
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind === 'AccessToken' && token.accountId) {
        const user = await stores.users.findById(token.accountId);
        return user && userTokenClaims(user);
      }
      if (token.kind === 'ClientCredentials' && token.clientId) {
        const apiClient = await stores.apiClients.findByClientId(token.clientId);
        const owner = apiClient && (await stores.users.findById(apiClient.ownerId));
        return owner && { ...roleClaims(owner), api_client_type: apiClient.type };
      }
      return undefined;
    },
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      isConsole(client.clientId) && isConsoleOrigin(requestOrigin, origin),
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? TOKEN_LIFETIMES.accessToken,
      ClientCredentials: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? TOKEN_LIFETIMES.accessToken,
      AuthorizationCode: TOKEN_LIFETIMES.authorizationCode,
      IdToken: TOKEN_LIFETIMES.idToken,
      Interaction: TOKEN_LIFETIMES.interaction,
      Session: TOKEN_LIFETIMES.session,
      Grant: TOKEN_LIFETIMES.grant,
      RefreshToken(ctx: KoaContextWithOIDC) {
        // A rotated refresh token keeps the lifetime of the first one, not a fresh 14 days.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : TOKEN_LIFETIMES.refreshToken;
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error_description ?? out.error);
    },
  };

  const provider = new Provider(`${origin}${IDP_PATH}`, configuration);
  // Trust X-Forwarded-* so a TLS proxy in front keeps the URLs the provider builds correct.
  provider.proxy = true;

  // Only a hash of an API client's secret is stored (see adapter.ts).
  const { compareClientSecret } = provider.Client.prototype;
  provider.Client.prototype.compareClientSecret = function compare(
    this: InstanceType<typeof provider.Client>,
    actual,
  ) {
    return isConsole(this.clientId)
      ? compareClientSecret.call(this, actual)
      : stores.apiClients.verifySecret(this.clientId, actual);
  };
  // The console may return to any page of its origins (see console-client.ts).
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function allowed(
    this: InstanceType<typeof provider.Client>,
    uri,
  ) {
    return (
      redirectUriAllowed.call(this, uri) ||
      (isConsole(this.clientId) && isConsoleRedirectUri(uri, origin))
    );
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function allowed(
    this: InstanceType<typeof provider.Client>,
    uri,
  ) {
    return (
      postLogoutRedirectUriAllowed.call(this, uri) ||
      (isConsole(this.clientId) && isConsoleRedirectUri(uri, origin))
    );
  };

  return provider;
}
