import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { IdentityStore } from '../store/identity.js';

/** The one signing algorithm: oidc-provider's default for ID tokens, and ours for API tokens. */
export const SIGNING_ALGORITHM = 'RS256';

/** A private JWK as stored; `kid` and `alg` are always set. */
export type SigningJwk = JWK & { kid: string; alg: string };

export interface IdentityKeys {
  /** Private signing keys, newest first: the first one signs. */
  signing: SigningJwk[];
  /** Public halves of the signing keys: what verifiers trust. */
  publicJwks: { keys: JWK[] };
  /** Secrets for oidc-provider's signed cookies, newest first. */
  cookieSecrets: string[];
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(
    Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member)),
  ) as JWK;
}

async function generateSigningKey(): Promise<SigningJwk> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
}

/**
 * Loads the provider's keys from the database, generating them on first start, so tokens
 * issued before a restart still verify after it.
 */
export async function loadIdentityKeys(store: IdentityStore): Promise<IdentityKeys> {
  let signing = (await store.listKeys('signing')).map(
    (key) => JSON.parse(key.material) as SigningJwk,
  );
  if (signing.length === 0) {
    const key = await generateSigningKey();
    await store.addKey({ id: key.kid, kind: 'signing', material: JSON.stringify(key) });
    signing = [key];
  }
  let cookieSecrets = (await store.listKeys('cookie')).map((key) => key.material);
  if (cookieSecrets.length === 0) {
    const secret = randomBytes(32).toString('base64url');
    await store.addKey({ id: `cookie-${Date.now()}`, kind: 'cookie', material: secret });
    cookieSecrets = [secret];
  }
  return { signing, publicJwks: { keys: signing.map(publicJwk) }, cookieSecrets };
}
