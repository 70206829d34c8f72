import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  createLocalJWKSet,
  errors as joseErrors,
  importJWK,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { API_AUDIENCE } from '../identity/constants.js';
import { SIGNING_ALGORITHM, type IdentityKeys } from '../identity/keys.js';
import { createVerifiedTokens } from './verified-tokens.js';

/** The JWT type of every API access token (RFC 9068), the provider's and the guest tokens. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/** Verified tokens kept at once: far more than the clients of one sandbox use at a time. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** The claims the API reads from an access token. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  exp: number;
  client_id?: string;
  email?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] } | undefined>;
  /** Guest tokens only: the shared repository the token works in. */
  repository_id?: string;
  /** Guest tokens only: the guest profile id. */
  guest_profile?: string;
  /** Space-separated scopes; in a guest token, the guest's permissions. */
  scope?: string;
}

/** Why a token was refused, for the 401 description. */
export class TokenRejected extends Error {
  override name = 'TokenRejected';
}

export interface AccessTokens {
  /** Verifies signature, issuer, audience, type and expiry against the provider's own keys. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** Signs an API access token with the provider's current key (used for guest tokens). */
  sign(
    claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'iat' | 'exp' | 'jti'>,
    lifetimeSeconds: number,
  ): Promise<string>;
}

export function createAccessTokens(issuer: string, keys: IdentityKeys): AccessTokens {
  const jwks = createLocalJWKSet(keys.publicJwks);
  const [current] = keys.signing;
  if (!current) throw new Error('The identity provider has no signing key');
  const signingKey = importJWK(current, SIGNING_ALGORITHM);
  const verified = createVerifiedTokens<AccessTokenClaims>(VERIFIED_TOKENS_KEPT);

  return {
    async verify(token) {
      const known = verified.claimsOf(token, Math.floor(Date.now() / 1000));
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: API_AUDIENCE,
          algorithms: [SIGNING_ALGORITHM],
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['sub', 'exp'],
        });
        // Frozen: every call with this token shares the one claims object.
        const claims = Object.freeze(payload) as AccessTokenClaims;
        verified.remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new TokenRejected('The access token has expired.');
        if (error instanceof joseErrors.JOSEError)
          throw new TokenRejected('The access token is not valid.');
        throw error;
      }
    },

    async sign(claims, lifetimeSeconds) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: current.kid, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(API_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .setJti(randomUUID())
        .sign(await signingKey);
    },
  };
}
