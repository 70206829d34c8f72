import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { tufKeyIdOf } from './root-metadata.js';

/** A generated key pair as stored: PEM text (PKCS#8 private, SPKI public) and its id. */
export interface KeyMaterial {
  /** A stable name for the key: SHA-256 (hex) of its DER form (TUF's key id for root keys). */
  keyId: string;
  /** What the key is, as tools name it, e.g. `ECDSA P-256`. */
  algorithm: string;
  publicPem: string;
  privatePem: string;
}

export const ACCOUNT_KEY_ALGORITHM = 'ECDSA P-256';
export const ROOT_KEY_ALGORITHM = 'Ed25519';

/** The SHA-256 (hex) of a PEM public key's DER form. */
export function keyIdOf(publicPem: string): string {
  const der = createPublicKey(publicPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}

/**
 * A key for an account's provisioning or command-line tools: ECDSA on P-256, what TLS client
 * certificates and most device toolchains take.
 */
export function generateAccountKeyPair(): KeyMaterial {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    keyId: keyIdOf(publicKey),
    algorithm: ACCOUNT_KEY_ALGORITHM,
    publicPem: publicKey,
    privatePem: privateKey,
  };
}

/**
 * A repository's TUF root key: Ed25519, the key type TUF and Uptane repositories default to.
 * Its id is TUF's (the hash of the key's canonical JSON), as root.json names it.
 */
export function generateRootKeyPair(): KeyMaterial {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    keyId: tufKeyIdOf(publicKey),
    algorithm: ROOT_KEY_ALGORITHM,
    publicPem: publicKey,
    privatePem: privateKey,
  };
}
