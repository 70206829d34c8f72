import { strToU8, zipSync } from 'fflate';
import type { AccountKey } from '../store/account-keys.js';
import type { RootMetadata } from './root-metadata.js';

/** What goes into an account's credentials.zip. */
export interface CredentialsContent {
  /** The sandbox origin, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  /** The identity provider's issuer, `<origin>/idp`. */
  issuer: string;
  user: { id: string; email: string };
  /** The internal id of the account's personal repository (the API calls it 'personal'). */
  repositoryId: string;
  provisionKey: AccountKey;
  garageToolsKey: AccountKey;
  root: RootMetadata;
}

/** The files of credentials.zip, in the order they are listed (documented in the README). */
export const CREDENTIALS_FILES = [
  'README.txt',
  'credentials.json',
  'provision/client.key',
  'provision/client.pub',
  'garage-tools/client.key',
  'garage-tools/client.pub',
  'root.json',
] as const;

/** The machine-readable index of the bundle: addresses, ids and where each key is. */
export function credentialsManifest(content: CredentialsContent) {
  const keyEntry = (key: AccountKey, folder: string) => ({
    keyId: key.keyId,
    version: key.version,
    algorithm: key.algorithm,
    privateKey: `${folder}/client.key`,
    publicKey: `${folder}/client.pub`,
  });
  return {
    format: 'fleet-console-credentials',
    formatVersion: 1,
    account: { userId: content.user.id, email: content.user.email },
    repositoryId: content.repositoryId,
    namespace: content.user.id,
    api: {
      url: `${content.origin}/api/v2beta`,
      accountsUrl: `${content.origin}/api/accounts`,
    },
    identityProvider: { issuer: content.issuer, tokenUrl: `${content.issuer}/token` },
    provisioning: {
      // Where a toolchain asks for a device provisioning token (SPEC §7 GET /devices/token).
      url: `${content.origin}/api/v2beta/devices/token`,
      ...keyEntry(content.provisionKey, 'provision'),
    },
    garageTools: keyEntry(content.garageToolsKey, 'garage-tools'),
    root: { file: 'root.json', version: content.root.signed.version },
  };
}

const README = `Fleet Console credentials

credentials.json         addresses (API, identity provider, provisioning), the repository id,
                         and the id and version of each key below
provision/client.key     the device provisioning key: ECDSA P-256, PKCS#8 PEM (keep it secret)
provision/client.pub     its public key, SPKI PEM
garage-tools/client.key  the command-line tools key: ECDSA P-256, PKCS#8 PEM (keep it secret)
garage-tools/client.pub  its public key, SPKI PEM
root.json                the TUF root metadata of the repository (root role, Ed25519)

Rotating a key makes the copies in earlier downloads stop working: download again.
`;

/** Builds credentials.zip: a real ZIP archive (deflate) of {@link CREDENTIALS_FILES}. */
export function buildCredentialsZip(content: CredentialsContent): Uint8Array<ArrayBuffer> {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<(typeof CREDENTIALS_FILES)[number], Uint8Array> = {
    'README.txt': strToU8(README),
    'credentials.json': json(credentialsManifest(content)),
    'provision/client.key': strToU8(content.provisionKey.privatePem),
    'provision/client.pub': strToU8(content.provisionKey.publicPem),
    'garage-tools/client.key': strToU8(content.garageToolsKey.privatePem),
    'garage-tools/client.pub': strToU8(content.garageToolsKey.publicPem),
    'root.json': json(content.root),
  };
  return zipSync(files, { level: 6 });
}
