// Package sources: trusted delegations (SPEC §3 Trusted delegation, §4 Delegation, §5 "A
// delegation name must be unique on add and must exist on update", §7 Packages, §8 Delegations,
// §9 threshold and the 10 s window). Names are checked against the list before a save, and the
// server's own 409/404 read the same; refresh and verification failures read as SPEC §8.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { NEW_DELEGATION_DEFAULTS, shouldAutoRefreshDelegation } from '../domain/delegations';
import { formatRegisteredMessage, PACKAGE_TEXTS, registerMessages } from '../domain/messages';
import { packageSourceName } from '../domain/package-sources';
import {
  FleetValidationError,
  requireNonEmptyString,
  validateDelegationName,
} from '../domain/validation';
import type { FleetApiError } from '../errors';
import { createPublicResource } from './public';
import { rewording } from './reworded-error';
import { unwrap } from './support/unwrap';

registerMessages(PACKAGE_TEXTS);

type Schemas = components['schemas'];
export type TrustedDelegation = Schemas['TrustedDelegation'];
export type TrustedDelegationInfo = Schemas['TrustedDelegationInfo'];
export type TrustedDelegationRemote = Schemas['TrustedDelegationRemote'];
export type DelegationKey = Schemas['DelegationKey'];

/** A package source as listed, with the name to show (built-in names from the domain). */
export type PackageSource = TrustedDelegation & { friendlyName: string };

/**
 * A delegation to add or update: its name, key ids and paths. threshold defaults to 1 on add
 * (on update, to the current one) and terminating is always true (SPEC §3, §9).
 */
export type DelegationInput = Pick<TrustedDelegation, 'name' | 'keyids' | 'paths'> &
  Partial<Pick<TrustedDelegation, 'threshold'>>;

export type DelegationsResource = ReturnType<typeof createDelegationsResource>;

const requireDelegationName = (name: string): string =>
  requireNonEmptyString(name, 'required.name');

function requireList(value: unknown, field: string): void {
  if (!Array.isArray(value)) throw new FleetValidationError('validation.notArray', { field });
  if (value.length === 0) throw new FleetValidationError('validation.emptyList', { field });
}

const verifyFailed = (error: FleetApiError) =>
  error.status === 400 ? formatRegisteredMessage('delegation.verifyFailed') : undefined;

export function createDelegationsResource(client: FleetClient) {
  const { api } = client;
  const publicFiles = createPublicResource(client);

  async function listTrustedDelegations(): Promise<PackageSource[]> {
    const delegations = await unwrap(api.GET('/api/v2beta/packages_external/trusted-delegations'));
    return delegations.map((d) => ({ ...d, friendlyName: packageSourceName(d.name, [d]) }));
  }

  async function save(
    input: DelegationInput,
    mode: 'add' | 'update',
    threshold: number,
  ): Promise<void> {
    const body: TrustedDelegation = {
      name: input.name,
      keyids: [...input.keyids],
      paths: [...input.paths],
      ...NEW_DELEGATION_DEFAULTS,
      threshold,
    };
    await rewording(
      () =>
        unwrap(
          api.PUT('/api/v2beta/packages_external/trusted-delegations', {
            params: { query: { mode } },
            body: [body],
          }),
        ),
      (error) => {
        if (mode === 'add' && error.status === 409)
          return formatRegisteredMessage('delegation.alreadyExists');
        if (mode === 'update' && error.status === 404)
          return formatRegisteredMessage('delegation.notFound');
        return undefined;
      },
    );
  }

  function validateInput(input: DelegationInput): void {
    requireDelegationName(input?.name);
    requireList(input.keyids, 'keyids');
    requireList(input.paths, 'paths');
  }

  async function refreshDelegation(name: string): Promise<TrustedDelegationInfo> {
    requireDelegationName(name);
    return rewording(
      () =>
        unwrap(
          api.GET('/api/v2beta/packages_external/refresh/{delegation_name}', {
            params: { path: { delegation_name: name } },
          }),
        ),
      (error) =>
        verifyFailed(error) ??
        (error.status === 401 || error.status === 403
          ? undefined
          : formatRegisteredMessage('delegation.refreshFailed')),
    );
  }

  async function needsRefresh(
    delegation: Pick<TrustedDelegation, 'remoteUri' | 'lastFetched'>,
    now: Date = new Date(),
  ): Promise<boolean> {
    if (!delegation.remoteUri) return false;
    const lastModified = await publicFiles.lastModifiedAt(delegation.remoteUri);
    return shouldAutoRefreshDelegation(
      { lastFetched: delegation.lastFetched, lastModified: lastModified?.toISOString() },
      now,
    );
  }

  return {
    /** The info (friendly name, remote address, last fetch) of every source, by name. */
    listDelegationInfo(): Promise<Record<string, TrustedDelegationInfo>> {
      return unwrap(api.GET('/api/v2beta/packages_external/info'));
    },

    /** Every package source with its info, keys and last error, and the name to show. */
    listTrustedDelegations,

    /**
     * Adds a package source. The name must be new: checked against the list first, and a
     * server 409 reads the same, 'Delegation with that name already exists'.
     */
    async addTrustedDelegation(input: DelegationInput): Promise<void> {
      validateInput(input);
      const names = (await listTrustedDelegations()).map((d) => d.name);
      validateDelegationName(input.name, names, 'add');
      await save(input, 'add', input.threshold ?? NEW_DELEGATION_DEFAULTS.threshold);
    },

    /**
     * Replaces a package source's keys and paths. The name must exist: checked against the
     * list first, and a server 404 reads the same, 'Delegation with that name does not exist'.
     */
    async updateTrustedDelegation(input: DelegationInput): Promise<void> {
      validateInput(input);
      const delegations = await listTrustedDelegations();
      validateDelegationName(
        input.name,
        delegations.map((d) => d.name),
        'update',
      );
      const current = delegations.find((d) => d.name === input.name);
      await save(
        input,
        'update',
        input.threshold ?? current?.threshold ?? NEW_DELEGATION_DEFAULTS.threshold,
      );
    },

    /**
     * Sets where a source's signed metadata comes from and fetches it at once. Metadata that
     * fails verification reads 'Could not verify trusted delegation' (the server's
     * `description` says why).
     */
    async setDelegationRemote(name: string, remote: TrustedDelegationRemote): Promise<void> {
      requireDelegationName(name);
      requireNonEmptyString(remote?.uri, 'validation.fieldRequired', { field: 'uri' });
      await rewording(
        () =>
          unwrap(
            api.PUT('/api/v2beta/packages_external/{delegation_name}/remote', {
              params: { path: { delegation_name: name } },
              body: remote,
            }),
          ),
        verifyFailed,
      );
    },

    /** Changes a source's info, e.g. its friendly name or remote address. */
    async updateDelegationInfo(
      name: string,
      info: TrustedDelegationInfo,
    ): Promise<TrustedDelegationInfo> {
      requireDelegationName(name);
      return unwrap(
        api.PATCH('/api/v2beta/packages_external/trusted-delegations/{delegation_name}/info', {
          params: { path: { delegation_name: name } },
          body: info,
        }),
      );
    },

    /**
     * Fetches a source's metadata again; on success the info has the new lastFetched.
     * Verification failure reads 'Could not verify trusted delegation'; any other failure
     * (the address unreadable, …) 'Unable to refresh this source' (SPEC §8). A missing
     * right keeps the server's message.
     */
    refreshDelegation,

    /** Removes a package source; its packages are no longer install targets. */
    async deleteTrustedDelegation(name: string): Promise<void> {
      requireDelegationName(name);
      await unwrap(
        api.DELETE('/api/v2beta/packages_external/trusted-delegations/{delegation_name}', {
          params: { path: { delegation_name: name } },
        }),
      );
    },

    /** The keys trusted to sign package source metadata. */
    listDelegationKeys(): Promise<DelegationKey[]> {
      return unwrap(api.GET('/api/v2beta/packages_external/trusted-delegations/keys'));
    },

    /** Trusts more keys; keys already trusted are kept. */
    async addDelegationKeys(keys: readonly DelegationKey[]): Promise<void> {
      requireList(keys, 'keys');
      await unwrap(
        api.PUT('/api/v2beta/packages_external/trusted-delegations/keys', { body: [...keys] }),
      );
    },

    /**
     * Whether a source is due for an automatic refresh (SPEC §4): its remote file (read with
     * a HEAD request) changed after lastFetched, and not within the last 10 s.
     */
    needsRefresh,

    /** Refreshes a source when needsRefresh says so; the new info, or undefined when not due. */
    async refreshIfChanged(
      delegation: Pick<TrustedDelegation, 'name' | 'remoteUri' | 'lastFetched'>,
      now: Date = new Date(),
    ): Promise<TrustedDelegationInfo | undefined> {
      if (!(await needsRefresh(delegation, now))) return undefined;
      return refreshDelegation(delegation.name);
    },
  };
}
