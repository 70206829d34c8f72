/**
 * OpenSSH public keys (`<type> <base64> [comment]`), as users paste them from `~/.ssh/*.pub`.
 * The base64 blob is decoded and its fields checked, so a truncated or mislabelled key is
 * refused when it is registered rather than when a session needs it.
 */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

export interface SshPublicKey {
  type: SshKeyType;
  /** `<type> <base64>`: the key itself, without its comment; two keys are the same when these are. */
  blob: string;
  comment: string;
}

/** Why a text is not an acceptable public key; the message is for the user. */
export class SshPublicKeyError extends Error {
  override name = 'SshPublicKeyError';
}

/** Weaker RSA keys are refused, as current OpenSSH releases do. */
export const MIN_RSA_BITS = 2048;

/** Uncompressed EC point sizes (0x04 ‖ X ‖ Y) of each curve. */
const EC_POINT_BYTES: Record<string, number> = { nistp256: 65, nistp384: 97, nistp521: 133 };

/** Reads the SSH wire format's length-prefixed strings (RFC 4251 §5). */
class WireReader {
  private offset = 0;
  constructor(private readonly bytes: Buffer) {}

  string(): Buffer {
    if (this.offset + 4 > this.bytes.length) throw new SshPublicKeyError('The key is truncated.');
    const length = this.bytes.readUInt32BE(this.offset);
    const start = this.offset + 4;
    if (start + length > this.bytes.length) throw new SshPublicKeyError('The key is truncated.');
    this.offset = start + length;
    return this.bytes.subarray(start, this.offset);
  }

  get done(): boolean {
    return this.offset === this.bytes.length;
  }
}

/** Bits of an mpint (RFC 4251), ignoring its sign padding. */
function mpintBits(value: Buffer): number {
  let start = 0;
  while (start < value.length && value[start] === 0) start++;
  if (start === value.length) return 0;
  return (value.length - start - 1) * 8 + (value[start] ?? 0).toString(2).length;
}

function checkFields(type: SshKeyType, reader: WireReader): void {
  if (type === 'ssh-ed25519') {
    if (reader.string().length !== 32) throw new SshPublicKeyError('An Ed25519 key has 32 bytes.');
  } else if (type === 'ssh-rsa') {
    reader.string(); // public exponent
    const bits = mpintBits(reader.string());
    if (bits < MIN_RSA_BITS)
      throw new SshPublicKeyError(
        `RSA keys need at least ${MIN_RSA_BITS} bits; this one has ${bits}.`,
      );
  } else {
    const curve = reader.string().toString('latin1');
    if (`ecdsa-sha2-${curve}` !== type)
      throw new SshPublicKeyError(`The key says ${type} but holds a ${curve} curve.`);
    if (reader.string().length !== EC_POINT_BYTES[curve])
      throw new SshPublicKeyError('The ECDSA key point is malformed.');
  }
  if (!reader.done) throw new SshPublicKeyError('The key has trailing data.');
}

export function parseSshPublicKey(text: string): SshPublicKey {
  const [type = '', base64 = '', ...comment] = text.trim().split(/\s+/);
  const knownType = SSH_KEY_TYPES.find((known) => known === type);
  if (!knownType) {
    throw new SshPublicKeyError(
      `Not an OpenSSH public key of a supported type (${SSH_KEY_TYPES.join(', ')}).`,
    );
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0)
    throw new SshPublicKeyError('The key data is not base64.');
  const reader = new WireReader(Buffer.from(base64, 'base64'));
  const declared = reader.string().toString('latin1');
  if (declared !== knownType)
    throw new SshPublicKeyError(`The key is labelled ${knownType} but its data is ${declared}.`);
  checkFields(knownType, reader);
  return { type: knownType, blob: `${knownType} ${base64}`, comment: comment.join(' ') };
}

/** Encodes a raw Ed25519 public key (32 bytes) in OpenSSH format, e.g. for a server host key. */
export function ed25519OpenSshKey(raw: Buffer, comment: string): string {
  const string = (value: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(value.length);
    return Buffer.concat([length, value]);
  };
  const blob = Buffer.concat([string(Buffer.from('ssh-ed25519')), string(raw)]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}
