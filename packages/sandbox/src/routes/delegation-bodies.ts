import type { components } from '@fleet/sdk';
import {
  BUILT_IN_PACKAGE_SOURCES,
  MY_PACKAGES_SOURCE,
  NEW_DELEGATION_DEFAULTS,
  isBuiltInPackageSource,
} from '@fleet/sdk/domain';
import { remoteAddressOf } from '../delegations/refresh.js';
import { badRequest } from '../http/errors.js';
import type {
  DelegationDefinition,
  DelegationInfoChange,
  TrustedDelegationRecord,
} from '../store/delegations.js';
import { InvalidKeyError, readPublicKey, type TufPublicKey } from '../tuf/keys.js';
import { requireObject, type JsonObject } from './request-body.js';

type Schemas = components['schemas'];

/** openapi TrustedDelegation.name. */
const DELEGATION_NAME = /^[a-zA-Z0-9_.-]+$/;

export function keyBody(key: TufPublicKey): Schemas['DelegationKey'] {
  return { keyid: key.keyid, keytype: key.keytype, keyval: { public: key.public } };
}

/** The name a source is shown with: its own friendly name, else the built-in one. */
function friendlyNameOf(delegation: TrustedDelegationRecord): string | undefined {
  if (delegation.friendlyName) return delegation.friendlyName;
  return isBuiltInPackageSource(delegation.name)
    ? BUILT_IN_PACKAGE_SOURCES[delegation.name]
    : undefined;
}

export function delegationBody(
  delegation: TrustedDelegationRecord,
  keys: readonly TufPublicKey[],
  origin: string,
): Schemas['TrustedDelegation'] {
  const friendlyName = friendlyNameOf(delegation);
  const remoteUri = remoteAddressOf(delegation.remoteUri, origin);
  return {
    name: delegation.name,
    ...(friendlyName !== undefined && { friendlyName }),
    keyids: delegation.keyids,
    keys: keys.filter((key) => delegation.keyids.includes(key.keyid)).map(keyBody),
    paths: delegation.paths,
    threshold: delegation.threshold,
    terminating: true,
    ...(remoteUri !== undefined && { remoteUri }),
    ...(delegation.lastFetched !== null && { lastFetched: delegation.lastFetched }),
    ...(delegation.lastModified !== null && { lastModified: delegation.lastModified }),
    ...(delegation.error !== null && { error: delegation.error }),
  };
}

export function infoBody(
  delegation: TrustedDelegationRecord,
  origin: string,
): Schemas['TrustedDelegationInfo'] {
  return {
    friendlyName: friendlyNameOf(delegation) ?? null,
    remoteUri: remoteAddressOf(delegation.remoteUri, origin) ?? null,
    lastFetched: delegation.lastFetched,
  };
}

/** The user's own packages are a package source too: its info sits beside the delegations'. */
export const MY_PACKAGES_INFO: Schemas['TrustedDelegationInfo'] = {
  friendlyName: BUILT_IN_PACKAGE_SOURCES[MY_PACKAGES_SOURCE],
  remoteUri: null,
  lastFetched: null,
};

function nonEmptyStrings(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(`${field} must be a non-empty list`);
  if (!value.every((item) => typeof item === 'string' && item.trim() !== ''))
    throw badRequest(`${field} must hold non-empty strings`);
  return value as string[];
}

function parseDefinition(value: unknown): DelegationDefinition {
  const fields = requireObject(value);
  const { name } = fields;
  if (typeof name !== 'string' || !DELEGATION_NAME.test(name))
    throw badRequest('name must be letters, digits, dots, dashes and underscores');
  if (name === MY_PACKAGES_SOURCE)
    throw badRequest(`${MY_PACKAGES_SOURCE} names the repository's own packages, not a delegation`);
  const keyids = nonEmptyStrings(fields.keyids, 'keyids');
  const paths = nonEmptyStrings(fields.paths, 'paths');
  const threshold = fields.threshold ?? NEW_DELEGATION_DEFAULTS.threshold;
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1)
    throw badRequest('threshold must be a whole number of 1 or more');
  if (threshold > new Set(keyids).size)
    throw badRequest(`threshold ${threshold} is more than the ${keyids.length} key(s) listed`);
  if (fields.terminating !== undefined && fields.terminating !== true)
    throw badRequest('terminating is always true');
  return { name, keyids: [...new Set(keyids)], paths, threshold };
}

/** PUT trusted-delegations: a non-empty list of delegations with distinct names. */
export function parseDefinitions(body: unknown): DelegationDefinition[] {
  if (!Array.isArray(body) || body.length === 0)
    throw badRequest('The body must be a non-empty list of delegations.');
  const definitions = body.map(parseDefinition);
  const names = definitions.map(({ name }) => name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw badRequest(`Delegation ${repeated} is listed twice.`);
  return definitions;
}

function absoluteAddress(value: unknown, field: string): string {
  const url = typeof value === 'string' ? URL.parse(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw badRequest(`${field} must be an absolute http(s) address`);
  return url.href;
}

function optionalText(fields: JsonObject, field: string): string | null | undefined {
  const value = fields[field];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw badRequest(`${field} must be text`);
  return value.trim() === '' ? null : value;
}

/** PATCH .../info: friendlyName and remoteUri; lastFetched is the server's and ignored. */
export function parseInfoChange(body: unknown): DelegationInfoChange {
  const fields = requireObject(body);
  const friendlyName = optionalText(fields, 'friendlyName');
  const remoteUri = fields.remoteUri;
  return {
    ...(friendlyName !== undefined && { friendlyName }),
    ...(remoteUri !== undefined && {
      remoteUri: remoteUri === null ? null : absoluteAddress(remoteUri, 'remoteUri'),
    }),
  };
}

/** PUT .../remote: where the metadata is, an optional friendly name and fetch headers. */
export function parseRemote(body: unknown): DelegationInfoChange & { remoteUri: string } {
  const fields = requireObject(body);
  const friendlyName = optionalText(fields, 'friendlyName');
  const headers = fields.remoteHeaders;
  if (
    headers !== undefined &&
    (typeof headers !== 'object' ||
      headers === null ||
      Array.isArray(headers) ||
      !Object.values(headers).every((value) => typeof value === 'string'))
  )
    throw badRequest('remoteHeaders must map header names to text');
  return {
    remoteUri: absoluteAddress(fields.uri, 'uri'),
    ...(friendlyName !== undefined && { friendlyName }),
    ...(headers !== undefined && { remoteHeaders: headers as Record<string, string> }),
  };
}

/** PUT .../keys: a non-empty list of keys, each readable; ids are computed here. */
export function parseKeys(body: unknown): TufPublicKey[] {
  if (!Array.isArray(body) || body.length === 0)
    throw badRequest('The body must be a non-empty list of keys.');
  return body.map((value) => {
    const fields = requireObject(value);
    const keyval = fields.keyval;
    const publicValue =
      typeof keyval === 'object' && keyval !== null ? (keyval as JsonObject).public : undefined;
    try {
      return readPublicKey(fields.keytype, publicValue);
    } catch (error) {
      if (error instanceof InvalidKeyError) throw badRequest(error.message);
      throw error;
    }
  });
}
