// Test support: JWT-shaped tokens whose payload the SDK decodes (it never verifies them).
const base64Url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT carrying `claims`. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'at+jwt' })}.${base64Url(claims)}.`;
}

/** A token for `sub` that expires `seconds` after `nowMs`. */
export function tokenExpiringIn(
  seconds: number,
  nowMs: number,
  claims: Record<string, unknown> = {},
): string {
  return fakeJwt({ sub: 'user-1', exp: Math.floor(nowMs / 1000) + seconds, ...claims });
}
