// Fresh public keys, as users paste them: OpenSSH lines for remote access, raw hex ED25519
// for package sources.
import { generateKeyPairSync } from 'node:crypto';

/** The 32 bytes of a new ED25519 public key. */
function ed25519PublicKey(): Buffer {
  const { publicKey } = generateKeyPairSync('ed25519');
  return Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
}

/** A new `ssh-ed25519 <base64> <comment>` line, as in `~/.ssh/id_ed25519.pub`. */
export function sshPublicKey(comment: string): string {
  const field = (value: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(value.length);
    return Buffer.concat([length, value]);
  };
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(ed25519PublicKey())]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}

/** A new ED25519 public key in hex, the form package source keys are given in. */
export const ed25519Hex = (): string => ed25519PublicKey().toString('hex');
