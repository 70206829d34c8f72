import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/** An Ed25519 public key as TUF metadata lists it. */
export interface TufKey {
  keytype: 'ed25519';
  scheme: 'ed25519';
  keyval: { public: string };
}

/** One version of a repository's root key. */
export interface RootKeyVersion {
  version: number;
  keyId: string;
  publicPem: string;
  privatePem: string;
  createdAt: string;
}

/** A signed TUF root metadata file (`root.json`). */
export interface RootMetadata {
  signatures: Array<{ keyid: string; sig: string }>;
  signed: {
    _type: 'root';
    spec_version: string;
    version: number;
    expires: string;
    consistent_snapshot: boolean;
    keys: Record<string, TufKey>;
    roles: Record<string, { keyids: string[]; threshold: number }>;
  };
}

/** How long a root version is valid: a year, as TUF repositories commonly choose. */
const ROOT_VALIDITY_MS = 365 * 24 * 3_600_000;

export function tufKeyOf(publicPem: string): TufKey {
  const jwk = createPublicKey(publicPem).export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string')
    throw new TypeError('A root key must be an Ed25519 key');
  return {
    keytype: 'ed25519',
    scheme: 'ed25519',
    keyval: { public: Buffer.from(jwk.x, 'base64url').toString('hex') },
  };
}

/** TUF's key id: the SHA-256 (hex) of the key's canonical JSON. */
export function tufKeyIdOf(publicPem: string): string {
  return createHash('sha256')
    .update(canonicalJson(tufKeyOf(publicPem)))
    .digest('hex');
}

/**
 * The root metadata of a root key version, signed by that key and, after a rotation, also by
 * the previous one: a client that trusts the old root accepts the new one (TUF §5.3.4). Only
 * the root role is listed; the sandbox signs no other TUF metadata.
 */
export function signRootMetadata(current: RootKeyVersion, previous?: RootKeyVersion): RootMetadata {
  const keyId = tufKeyIdOf(current.publicPem);
  const signed: RootMetadata['signed'] = {
    _type: 'root',
    spec_version: '1.0.0',
    version: current.version,
    expires: new Date(Date.parse(current.createdAt) + ROOT_VALIDITY_MS).toISOString(),
    consistent_snapshot: false,
    keys: { [keyId]: tufKeyOf(current.publicPem) },
    roles: { root: { keyids: [keyId], threshold: 1 } },
  };
  const bytes = Buffer.from(canonicalJson(signed));
  const signers = previous ? [current, previous] : [current];
  return {
    signatures: signers.map((key) => ({
      keyid: tufKeyIdOf(key.publicPem),
      sig: sign(null, bytes, createPrivateKey(key.privatePem)).toString('hex'),
    })),
    signed,
  };
}
