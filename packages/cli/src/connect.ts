// The SDK, signed in the way the profile (or the environment) says. Environment first, so a CI
// job needs no `fleet login`: FLEET_URL with FLEET_CLIENT_ID and FLEET_CLIENT_SECRET, or
// FLEET_TOKEN (a token as it is, never renewed).
import {
  clientCredentialsAuth,
  connectFleet,
  openLiveChannel,
  refreshTokenAuth,
  staticTokenAuth,
  type AccessTokenSource,
  type ConnectedFleet,
  type LiveChannel,
} from '@fleet/sdk';
import { WebSocket } from 'ws';
import type { CliIo } from './io';
import type { Profile } from './profiles';

export interface Connection extends ConnectedFleet<AccessTokenSource> {
  url: string;
  /** Opens the live channel and waits until the server let it in. */
  openLive(timeoutMs?: number): Promise<LiveChannel>;
}

/** `http://host:port/` → `http://host:port`; the issuer defaults to the sandbox's `<url>/idp`. */
export const trimUrl = (url: string): string => url.replace(/\/+$/, '');
export const defaultIssuer = (url: string): string => `${trimUrl(url)}/idp`;

/**
 * A profile made from the environment alone, when it names a server and credentials: an API
 * client (FLEET_CLIENT_ID, FLEET_CLIENT_SECRET) or an access token (FLEET_TOKEN).
 */
export function profileFromEnv(env: CliIo['env']): Profile | undefined {
  const url = env.FLEET_URL;
  if (!url) return undefined;
  const { FLEET_CLIENT_ID: clientId, FLEET_CLIENT_SECRET: clientSecret, FLEET_TOKEN: token } = env;
  const credentials: Profile['credentials'] | undefined =
    clientId && clientSecret
      ? { kind: 'client', clientId, clientSecret }
      : token
        ? { kind: 'token', token }
        : undefined;
  if (!credentials) return undefined;
  return {
    url: trimUrl(url),
    issuer: env.FLEET_ISSUER || defaultIssuer(url),
    credentials,
    ...(env.FLEET_REPOSITORY && { repository: env.FLEET_REPOSITORY }),
  };
}

function authOf(
  profile: Profile,
  token: string | undefined,
  keepRefreshToken: ((token: string) => void) | undefined,
): AccessTokenSource {
  const { credentials } = profile;
  if (credentials.kind === 'token') return staticTokenAuth(credentials.token);
  if (token) return staticTokenAuth(token);
  if (credentials.kind === 'client')
    return clientCredentialsAuth({
      issuer: profile.issuer,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
    });
  return refreshTokenAuth({
    issuer: profile.issuer,
    clientId: credentials.clientId,
    refreshToken: credentials.refreshToken,
    ...(keepRefreshToken && { onRefreshToken: keepRefreshToken }),
  });
}

/**
 * `keepRefreshToken` saves the refresh token a browser sign-in's profile gets anew at each
 * renewal (the provider rotates them; the old one stops working).
 */
export function connect(
  profile: Profile,
  io: CliIo,
  keepRefreshToken?: (token: string) => void,
): Connection {
  const auth = authOf(profile, io.env.FLEET_TOKEN, keepRefreshToken);
  // A renewal that fails later is one warning line; a first token the provider refuses
  // rejects the call itself, with the provider's reason.
  const logger = {
    warn: (message: string, detail?: unknown) =>
      io.stderr.write(
        `Warning: ${message}${detail instanceof Error ? ` ${detail.message}` : ''}\n`,
      ),
  };
  const connected = connectFleet({ baseUrl: profile.url, auth, logger });
  if (profile.repository) connected.tokens.setActiveRepository(profile.repository);
  return {
    ...connected,
    url: profile.url,
    openLive: (timeoutMs = 20_000) =>
      openLiveChannel(
        { baseUrl: profile.url, getToken: connected.tokens.getToken, WebSocket },
        timeoutMs,
      ),
  };
}
