// The SDK signed in the way the settings say: as an API client (client credentials grant,
// renewed before it expires and after a 401) or with a token handed in (never renewed).
import {
  clientCredentialsAuth,
  connectFleet,
  openLiveChannel as openAuthenticatedChannel,
  staticTokenAuth,
  type GetToken,
  type LiveChannel,
} from '@fleet/sdk';
import { WebSocket } from 'ws';
import type { Settings } from './settings';

export function connect(settings: Settings) {
  const { credentials } = settings;
  const auth =
    credentials.kind === 'token'
      ? staticTokenAuth(credentials.token)
      : clientCredentialsAuth({
          issuer: settings.issuer,
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
        });
  // A first token the provider refuses rejects the call (TokenRequestError, shown by main);
  // a later failed renewal is only logged, in one line a person running a script can read.
  const logger = {
    warn: (message: string, detail?: unknown) =>
      console.warn(`Warning: ${message}${detail instanceof Error ? ` ${detail.message}` : ''}`),
  };
  return connectFleet({ baseUrl: settings.baseUrl, auth, logger });
}

/** Opens the live channel (Node 20 has no WebSocket: `ws` gives one) and waits until it is in. */
export function openLiveChannel(
  baseUrl: string,
  getToken: GetToken,
  timeoutMs = 15_000,
): Promise<LiveChannel> {
  return openAuthenticatedChannel({ baseUrl, getToken, WebSocket }, timeoutMs);
}
