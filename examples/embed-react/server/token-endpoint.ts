// The partner's backend, as small as it gets: GET /fleet-token answers an access token for the
// Fleet API, obtained with an API client's client credentials (OAuth client credentials grant).
// The client secret stays here, on the server; the browser only ever sees short-lived tokens.
// Any backend language works the same way: discover the token endpoint, POST the grant.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export interface TokenEndpointOptions {
  /** The identity provider, e.g. http://127.0.0.1:8080/idp for the sandbox. */
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where the page asks for a token. */
  path?: string;
}

interface Token {
  accessToken: string;
  /** ms since the epoch. */
  expiresAt: number;
}

async function requestToken(issuer: string, clientId: string, secret: string): Promise<Token> {
  const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`Discovery at ${issuer} answered ${discovery.status}`);
  const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint: string };
  const answer = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  if (!answer.ok) throw new Error(`The token endpoint answered ${answer.status}`);
  const body = (await answer.json()) as { access_token: string; expires_in: number };
  return { accessToken: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
}

export function fleetTokenEndpoint(options: TokenEndpointOptions): Plugin {
  const path = options.path ?? '/fleet-token';
  let cached: Token | undefined;

  async function handle(_request: IncomingMessage, response: ServerResponse) {
    const { issuer, clientId, clientSecret } = options;
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    if (!clientId || !clientSecret) {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: 'Set FLEET_CLIENT_ID and FLEET_CLIENT_SECRET.' }));
      return;
    }
    try {
      // Reused until 30 s before it expires: the identity provider is asked once per token.
      if (!cached || cached.expiresAt - Date.now() < 30_000)
        cached = await requestToken(issuer, clientId, clientSecret);
      response.end(JSON.stringify(cached));
    } catch (error) {
      response.statusCode = 502;
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : 'failed' }));
    }
  }

  return {
    name: 'fleet-token-endpoint',
    configureServer(server) {
      server.middlewares.use(path, (request, response) => void handle(request, response));
    },
    configurePreviewServer(server) {
      server.middlewares.use(path, (request, response) => void handle(request, response));
    },
  };
}
