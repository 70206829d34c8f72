import { DEFAULT_TARGET_FORMAT } from '@fleet/sdk/domain';
import { canonicalJson } from '../credentials/canonical-json.js';
import type { NewPackage, TargetFormat } from '../store/packages.js';
import { verifySignature, type TufPublicKey } from '../tuf/keys.js';
import { DelegationSourceError } from './source-errors.js';

/** The parts of a delegation its metadata is checked against. */
export interface DelegationTrust {
  keyids: readonly string[];
  paths: readonly string[];
  threshold: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** TUF path patterns: `*` is any run of characters but `/`, `?` one such character. */
export function pathMatches(pattern: string, targetName: string): boolean {
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(targetName);
}

const SHA256 = /^[0-9a-f]{64}$/i;

/** A target as a package version of the source, or undefined when it lacks the facts. */
function packageOf(target: unknown): NewPackage | undefined {
  if (!isObject(target) || !isObject(target.hashes) || !isObject(target.custom)) return undefined;
  const { custom } = target;
  const sha256 = target.hashes.sha256;
  const { length } = target;
  if (typeof custom.name !== 'string' || custom.name === '') return undefined;
  if (typeof custom.version !== 'string' || custom.version === '') return undefined;
  if (typeof sha256 !== 'string' || !SHA256.test(sha256)) return undefined;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) return undefined;
  const hardwareIds = Array.isArray(custom.hardwareIds)
    ? custom.hardwareIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  const targetFormat: TargetFormat =
    custom.targetFormat === 'OSTREE' ? 'OSTREE' : DEFAULT_TARGET_FORMAT;
  const createdAt =
    typeof custom.createdAt === 'string' && !Number.isNaN(Date.parse(custom.createdAt))
      ? new Date(custom.createdAt).toISOString()
      : undefined;
  return {
    name: custom.name,
    version: custom.version,
    hardwareIds,
    targetFormat,
    sha256: sha256.toLowerCase(),
    size: length,
    ...(typeof custom.uri === 'string' && { uri: custom.uri }),
    ...(createdAt && { createdAt }),
  };
}

/**
 * Checks a package source's signed targets metadata as TUF does for a delegated role: at
 * least `threshold` of the delegation's trusted keys signed the canonical JSON of `signed`,
 * it has not expired, and only targets matching the delegation's paths are taken. Returns
 * those targets as package versions; throws DelegationSourceError saying why otherwise.
 */
export function verifyDelegationMetadata(
  delegation: DelegationTrust,
  trustedKeys: readonly TufPublicKey[],
  document: unknown,
  { uri, now }: { uri: string; now: Date },
): NewPackage[] {
  const signed = isObject(document) ? document.signed : undefined;
  const signatures = isObject(document) ? document.signatures : undefined;
  if (
    !isObject(signed) ||
    !Array.isArray(signatures) ||
    signed._type !== 'Targets' ||
    !isObject(signed.targets) ||
    typeof signed.expires !== 'string'
  ) {
    throw new DelegationSourceError(
      'unreachable',
      `the file at ${uri} is not signed targets metadata, so the metadata address looks wrong.`,
    );
  }

  const bytes = Buffer.from(canonicalJson(signed));
  const keys = new Map(
    trustedKeys
      .filter((key) => delegation.keyids.includes(key.keyid))
      .map((key) => [key.keyid, key]),
  );
  const valid = new Set<string>();
  for (const signature of signatures) {
    if (!isObject(signature) || typeof signature.keyid !== 'string') continue;
    const key = keys.get(signature.keyid);
    if (key && typeof signature.sig === 'string' && verifySignature(key, bytes, signature.sig))
      valid.add(key.keyid);
  }
  if (valid.size < delegation.threshold) {
    throw new DelegationSourceError(
      'notVerified',
      `the metadata at ${uri} is not signed by the delegation's keys (${valid.size} valid ` +
        `signature(s), ${delegation.threshold} needed), so its signing key is not valid for it.`,
    );
  }
  const expires = Date.parse(signed.expires);
  if (Number.isNaN(expires) || expires <= now.getTime()) {
    throw new DelegationSourceError(
      'notVerified',
      `the metadata at ${uri} expired on ${signed.expires}.`,
    );
  }

  const targets = Object.entries(signed.targets);
  const packages = targets
    .filter(([name]) => delegation.paths.some((pattern) => pathMatches(pattern, name)))
    .map(([, target]) => packageOf(target))
    .filter((pkg): pkg is NewPackage => pkg !== undefined);
  if (packages.length === 0) {
    throw new DelegationSourceError(
      'noMatchingTargets',
      `its paths (${delegation.paths.join(', ')}) match none of the ${targets.length} ` +
        `target(s) of the metadata at ${uri}.`,
    );
  }
  return packages;
}
