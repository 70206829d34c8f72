// Lockboxes, shown as Offline Updates (SPEC §3 Lockbox, §5 validation, §7 lockboxes). The API
// answers a lockbox as its signed Uptane metadata (openapi/schemas/lockboxes.yaml); callers get
// SPEC's view of it — name, packageIds, expiresAt, version, and whether it has expired.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { requireNonEmptyString, validateLockboxDefinition } from '../domain/validation';
import { unwrap } from './support/unwrap';
import { toDateTime, type DateInput } from './wire-time';

type Schemas = components['schemas'];
/** A lockbox as the wire carries it: signed metadata. */
export type LockboxMetadata = Schemas['Lockbox'];
type LockboxContents = Schemas['LockboxContents'];
type LockboxTarget = Schemas['LockboxTarget'];

/** One package of a lockbox, with the facts its metadata carries about it. */
export interface LockboxPackage {
  packageId: string;
  /** The package's name and version, when the metadata names them. */
  name?: string;
  version?: string;
  /** The target components (hardware ids) it installs on; empty when not given. */
  hardwareIds: string[];
}

/** SPEC §3 Lockbox, read from its metadata. */
export interface Lockbox {
  name: string;
  /** The keys of `signed.targets`. */
  packageIds: string[];
  /** Each package of `packageIds`, in that order, with its name, version and components. */
  packages: LockboxPackage[];
  /** `signed.expires` (RFC 3339). */
  expiresAt: LockboxContents['expires'];
  /** `signed.version`; grows by one each time the lockbox is redefined. */
  version: LockboxContents['version'];
  /** Whether `expiresAt` has passed. */
  expired: boolean;
}

export interface LockboxDefinition {
  name: string;
  packageIds: readonly string[];
  expiresAt: DateInput;
  /** Extras keyed by package id; their `uri` is ignored offline. */
  custom?: Schemas['LockboxDefinition']['custom'];
}

// The schema leaves a target's `custom` open (any package facts): read only what has the shape.
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function lockboxPackageOf(packageId: string, target: LockboxTarget): LockboxPackage {
  const custom: Record<string, unknown> = target.custom ?? {};
  const name = textOf(custom.name);
  const version = textOf(custom.version);
  const hardwareIds = Array.isArray(custom.hardwareIds)
    ? custom.hardwareIds.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    packageId,
    ...(name !== undefined && { name }),
    ...(version !== undefined && { version }),
    hardwareIds,
  };
}

/** SPEC's view of a lockbox stored under `name`, judged expired or not at `now`. */
export function toLockbox(
  name: string,
  metadata: LockboxMetadata,
  now: Date = new Date(),
): Lockbox {
  const { expires, version, targets } = metadata.signed;
  return {
    name,
    packageIds: Object.keys(targets),
    packages: Object.entries(targets).map(([id, target]) => lockboxPackageOf(id, target)),
    expiresAt: expires,
    version,
    expired: Date.parse(expires) <= now.getTime(),
  };
}

const requireLockboxName = (name: unknown): string => requireNonEmptyString(name, 'required.name');

export type LockboxesResource = ReturnType<typeof createLockboxesResource>;

export function createLockboxesResource(client: FleetClient) {
  const { api } = client;
  return {
    /** The names of every lockbox, expired and empty ones included. */
    async listLockboxNames(): Promise<string[]> {
      return unwrap(api.GET('/api/v2beta/lockboxes'));
    },

    /** One lockbox, its latest version unless `version` asks for an earlier one. */
    async getLockbox(name: string, options: { version?: number } = {}): Promise<Lockbox> {
      requireLockboxName(name);
      const metadata = await unwrap(
        api.GET('/api/v2beta/lockboxes/{name}', {
          params: { path: { name }, query: { version: options.version } },
        }),
      );
      return toLockbox(name, metadata);
    },

    /** Every lockbox with its contents, by name (expired and empty ones included). */
    async listLockboxes(): Promise<Lockbox[]> {
      const details = await unwrap(api.GET('/api/v2beta/lockbox-details'));
      const now = new Date();
      return Object.entries(details)
        .map(([name, metadata]) => toLockbox(name, metadata, now))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Creates the lockbox, or replaces the contents of the one with this name. */
    async defineLockbox(lockbox: LockboxDefinition): Promise<void> {
      validateLockboxDefinition(lockbox);
      await unwrap(
        api.POST('/api/v2beta/lockboxes/{name}', {
          params: { path: { name: lockbox.name } },
          body: {
            packageIds: [...lockbox.packageIds],
            expiresAt: toDateTime(lockbox.expiresAt),
            ...(lockbox.custom && { custom: lockbox.custom }),
          },
        }),
      );
    },

    async deleteLockbox(name: string): Promise<void> {
      requireLockboxName(name);
      await unwrap(api.DELETE('/api/v2beta/lockboxes/{name}', { params: { path: { name } } }));
    },
  };
}
