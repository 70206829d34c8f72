// Test support: an OpenID provider on 127.0.0.1 with just what the SDK's auth uses —
// discovery, the token endpoint (authorization code + PKCE, refresh token, client
// credentials) and an end-session endpoint — recording every request it receives.
import { createHash } from 'node:crypto';
import { sendJson, startLocalServer, type ReceivedRequest } from '../../api/testing/local-server';
import { fakeJwt } from './fake-jwt';

export interface FakeIdentityProvider {
  /** The issuer (also the origin). */
  issuer: string;
  received: ReceivedRequest[];
  /** The form bodies the token endpoint received, parsed. */
  tokenRequests(): URLSearchParams[];
  /** Issues `code` for a PKCE `challenge`, as the authorization endpoint would. */
  issueCode(code: string, challenge: string): void;
  /** Lifetime of the access tokens issued from now on. */
  accessTokenLifetime: number;
  /** When set, every token request is answered with this OAuth error (400). */
  failWith: string | undefined;
  /** Client credentials accepted with HTTP Basic. */
  clients: Map<string, string>;
  close(): Promise<void>;
}

const formDecode = (value: string): string => decodeURIComponent(value.replace(/\+/g, ' '));

const s256 = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const codes = new Map<string, string>();
  let issued = 0;
  const provider: Omit<FakeIdentityProvider, 'issuer' | 'received' | 'close'> = {
    tokenRequests: () =>
      server.received
        .filter((r) => r.method === 'POST' && r.url === '/token')
        .map((r) => new URLSearchParams(r.body)),
    issueCode: (code, challenge) => void codes.set(code, challenge),
    accessTokenLifetime: 900,
    failWith: undefined,
    clients: new Map(),
  };

  const server = await startLocalServer((request, response) => {
    const issuer = `http://${request.headers.host}`;
    if (request.url === '/.well-known/openid-configuration')
      return sendJson(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
      });
    if (request.url !== '/token') return sendJson(response, 404, { error: 'not_found' });

    if (provider.failWith) return sendJson(response, 400, { error: provider.failWith });
    const form = new URLSearchParams(request.body);
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const challenge = codes.get(form.get('code') ?? '');
      if (!challenge || s256(form.get('code_verifier') ?? '') !== challenge)
        return sendJson(response, 400, { error: 'invalid_grant' });
      codes.delete(form.get('code') ?? '');
    } else if (grant === 'client_credentials') {
      const basic = request.headers.authorization?.replace(/^Basic /, '') ?? '';
      const [id = '', secret = ''] = Buffer.from(basic, 'base64')
        .toString()
        .split(':')
        .map(formDecode);
      const known = provider.clients.get(id);
      if (known === undefined || known !== secret)
        return sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'client authentication failed',
        });
      issued += 1;
      return sendJson(response, 200, {
        access_token: fakeJwt({ sub: id, n: issued }),
        token_type: 'Bearer',
        expires_in: provider.accessTokenLifetime,
      });
    } else if (grant !== 'refresh_token') {
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    }
    issued += 1;
    const exp = Math.floor(Date.now() / 1000) + provider.accessTokenLifetime;
    return sendJson(response, 200, {
      access_token: fakeJwt({ sub: 'user-1', exp, n: issued }),
      id_token: fakeJwt({ iss: issuer, sub: 'user-1', aud: 'fleet-console', exp }),
      refresh_token: `refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: provider.accessTokenLifetime,
      scope: 'openid profile email',
    });
  });

  return Object.assign(provider, {
    issuer: server.url,
    received: server.received,
    close: () => server.close(),
  });
}
