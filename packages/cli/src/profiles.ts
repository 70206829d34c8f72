// Named profiles, one per server or repository, kept in <config folder>/profiles.json that
// only its owner may read or write (it holds an API client's secret or a refresh token).
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './exit-codes';

/**
 * An API client's credentials (client credentials grant), a person's browser sign-in, or an
 * access token as it is (FLEET_TOKEN; never saved, never renewed).
 */
export type ProfileCredentials =
  | { kind: 'client'; clientId: string; clientSecret: string }
  | { kind: 'user'; clientId: string; refreshToken: string; email?: string }
  | { kind: 'token'; token: string };

export interface Profile {
  /** The API origin, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The identity provider's issuer, e.g. http://127.0.0.1:8080/idp. */
  issuer: string;
  credentials: ProfileCredentials;
  /** The shared repository commands work in; the personal one when absent. */
  repository?: string;
}

export interface ProfileFile {
  /** The profile used when neither --profile nor FLEET_PROFILE names one. */
  current?: string;
  profiles: Record<string, Profile>;
}

export const DEFAULT_PROFILE = 'default';
const FILE_NAME = 'profiles.json';

export function profilesPath(dir: string): string {
  return join(dir, FILE_NAME);
}

export function readProfiles(dir: string): ProfileFile {
  let text: string;
  try {
    text = readFileSync(profilesPath(dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as ProfileFile;
    return { ...parsed, profiles: parsed.profiles ?? {} };
  } catch {
    throw new CliError(`${profilesPath(dir)} is not valid JSON: fix or delete it.`);
  }
}

/** Writes the whole file at once (a new file renamed over the old), readable by its owner only. */
export function writeProfiles(dir: string, file: ProfileFile): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = profilesPath(dir);
  const next = `${path}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, path);
}

/** The profile's name: --profile, else FLEET_PROFILE, else the file's current one, else default. */
export function chosenProfileName(
  file: ProfileFile,
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  return option || env.FLEET_PROFILE || file.current || DEFAULT_PROFILE;
}

/** Who a profile signs in as, in a few words: "API client ci-nightly", an email, "a token". */
export function signedInAs(credentials: ProfileCredentials, email?: unknown): string {
  if (credentials.kind === 'client') return `API client ${credentials.clientId}`;
  if (typeof email === 'string') return email;
  if (credentials.kind === 'user') return credentials.email ?? 'browser sign-in';
  return 'an access token';
}
