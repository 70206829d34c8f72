import type { ClientMetadata } from 'oidc-provider';

/** The console's public client: authorization code + PKCE, no secret. */
export const CONSOLE_CLIENT_ID = 'fleet-console';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the console may be served from: the sandbox's own origin, or any port of an http
 * loopback address (Vite dev servers, examples). Loopback is safe to allow wholesale because
 * only programs on the user's own machine can listen there (RFC 8252 §7.3).
 */
export function isConsoleOrigin(origin: string, sandboxOrigin: string): boolean {
  const url = URL.parse(origin);
  if (!url || url.origin !== origin) return false;
  if (url.origin === new URL(sandboxOrigin).origin) return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Any path under a console origin may receive the sign-in response: the console returns to
 * the page the user was on (SPEC §2 route guards), like a Keycloak `origin/*` rule.
 * Fragments, credentials and non-http(s) schemes are refused.
 */
export function isConsoleRedirectUri(uri: string, sandboxOrigin: string): boolean {
  const url = URL.parse(uri);
  if (!url || url.hash || url.username || url.password) return false;
  return isConsoleOrigin(url.origin, sandboxOrigin);
}

export function consoleClientMetadata(sandboxOrigin: string): ClientMetadata {
  return {
    client_id: CONSOLE_CLIENT_ID,
    client_name: 'Fleet Console',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The registered values; isConsoleRedirectUri widens them (see provider.ts).
    redirect_uris: [`${sandboxOrigin}/`, `${sandboxOrigin}/callback`],
    post_logout_redirect_uris: [`${sandboxOrigin}/`],
  };
}
