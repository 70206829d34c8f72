import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { canonicalJson } from '../credentials/canonical-json.js';

/**
 * Public keys as TUF metadata lists them (openapi/schemas/delegations.yaml#/DelegationKey):
 * `ED25519` keys as 64 hex digits, `RSA` keys as PEM. Package sources and lockboxes are
 * signed over the canonical JSON of their `signed` part, as TUF does.
 */
export type TufKeyType = 'ED25519' | 'RSA';

export interface TufPublicKey {
  keyid: string;
  keytype: TufKeyType;
  public: string;
}

/** A key that cannot be read (unknown type, malformed value). */
export class InvalidKeyError extends Error {
  override readonly name = 'InvalidKeyError';
}

// DER headers that turn a raw 32-byte Ed25519 key into SPKI / PKCS#8 form (RFC 8410).
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const HEX_32_BYTES = /^[0-9a-f]{64}$/i;

/** The key type as stored: upper-case, one of the supported ones. */
export function normalizeKeyType(keytype: unknown): TufKeyType {
  const upper = typeof keytype === 'string' ? keytype.trim().toUpperCase() : '';
  if (upper === 'ED25519' || upper === 'RSA') return upper;
  throw new InvalidKeyError(`keytype must be ED25519 or RSA, not ${JSON.stringify(keytype)}.`);
}

/** The key's id: the hex SHA-256 of the canonical JSON of `{keytype, keyval: {public}}`. */
export function keyIdOf(keytype: TufKeyType, publicValue: string): string {
  return createHash('sha256')
    .update(canonicalJson({ keytype, keyval: { public: publicValue } }))
    .digest('hex');
}

/** Parses a public key as sent; throws InvalidKeyError when it is not a usable key. */
export function publicKeyObject(keytype: TufKeyType, publicValue: string): KeyObject {
  try {
    if (keytype === 'ED25519') {
      if (!HEX_32_BYTES.test(publicValue)) throw new Error('not 64 hex digits');
      return createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(publicValue, 'hex')]),
        format: 'der',
        type: 'spki',
      });
    }
    const key = createPublicKey(publicValue);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
    return key;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidKeyError(`The ${keytype} public key cannot be read: ${reason}.`);
  }
}

/** A trusted key from its wire form, with its id computed; throws InvalidKeyError. */
export function readPublicKey(keytype: unknown, publicValue: unknown): TufPublicKey {
  const type = normalizeKeyType(keytype);
  if (typeof publicValue !== 'string' || publicValue.trim() === '')
    throw new InvalidKeyError('keyval.public is required.');
  const value = type === 'ED25519' ? publicValue.trim().toLowerCase() : publicValue.trim();
  publicKeyObject(type, value);
  return { keyid: keyIdOf(type, value), keytype: type, public: value };
}

/** Whether `signature` (hex) over `data` verifies with the key; never throws. */
export function verifySignature(key: TufPublicKey, data: Buffer, signature: string): boolean {
  if (!/^[0-9a-f]+$/i.test(signature)) return false;
  try {
    const keyObject = publicKeyObject(key.keytype, key.public);
    const sig = Buffer.from(signature, 'hex');
    if (key.keytype === 'ED25519') return verify(null, data, keyObject, sig);
    return verify(
      'sha256',
      data,
      {
        key: keyObject,
        padding: constants.RSA_PKCS1_PSS_PADDING,
        saltLength: constants.RSA_PSS_SALTLEN_AUTO,
      },
      sig,
    );
  } catch {
    return false;
  }
}

/** An Ed25519 key pair that signs metadata, as stored: the raw 32-byte seed in hex. */
export interface SigningKey extends TufPublicKey {
  keytype: 'ED25519';
  /** The private key's 32-byte seed, hex. */
  private: string;
}

/** The Ed25519 key pair of a 32-byte seed: the same seed always gives the same key. */
export function signingKeyFromSeed(seed: Buffer): SigningKey {
  if (seed.length !== 32) throw new RangeError('An Ed25519 seed is 32 bytes');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const der = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const publicValue = der.subarray(ED25519_SPKI_PREFIX.length).toString('hex');
  return {
    keyid: keyIdOf('ED25519', publicValue),
    keytype: 'ED25519',
    public: publicValue,
    private: seed.toString('hex'),
  };
}

/** The public half of a signing key, as it is trusted. */
export function publicPartOf({ keyid, keytype, public: value }: SigningKey): TufPublicKey {
  return { keyid, keytype, public: value };
}

/** A TUF signature entry. */
export interface TufSignature {
  keyid: string;
  method: 'ed25519';
  sig: string;
}

/** Signed metadata: the `signed` part and signatures over its canonical JSON. */
export interface SignedMetadata<T> {
  signatures: TufSignature[];
  signed: T;
}

export function signMetadata<T>(signed: T, keys: readonly SigningKey[]): SignedMetadata<T> {
  const bytes = Buffer.from(canonicalJson(signed));
  return {
    signatures: keys.map((key) => ({
      keyid: key.keyid,
      method: 'ed25519',
      sig: sign(
        null,
        bytes,
        createPrivateKey({
          key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(key.private, 'hex')]),
          format: 'der',
          type: 'pkcs8',
        }),
      ).toString('hex'),
    })),
    signed,
  };
}
