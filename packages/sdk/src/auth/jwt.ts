// Reading an access token's claims on the client: which roles it carries (SPEC §6) and when
// it expires (SPEC §4 "refreshed when less than 5 seconds remain"). The payload is decoded,
// not verified: the API verifies every token, and a client only uses the claims to decide
// what to show and when to renew.
import type { RoleClaims } from '../domain/roles';

/** The claims the SDK reads from an access token (Keycloak-style, as the API issues them). */
export interface AccessTokenClaims extends RoleClaims {
  sub?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  email?: string;
  /** Guest tokens: the shared repository the token works in. */
  repository_id?: string;
  /** Space-separated scopes; in a guest token, the guest's permissions. */
  scope?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or undefined when `token` is not a JWT with a JSON object payload. */
export function decodeJwtPayload(token: string | undefined): AccessTokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as AccessTokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

/** When the token expires, in milliseconds since the epoch; undefined without a numeric `exp`. */
export function tokenExpiresAt(token: string | undefined): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}
