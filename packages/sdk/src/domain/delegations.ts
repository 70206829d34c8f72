// SPEC §3/§4 trusted delegations (package sources): when one is refreshed on its own, its
// state as shown, and the user's order of them.
import { DELEGATION_DEFAULT_THRESHOLD, DELEGATION_UNCHANGED_WINDOW_MS } from './constants.js';

/** Fixed fields of a delegation the user adds: threshold 1, and always terminating. */
export const NEW_DELEGATION_DEFAULTS = Object.freeze({
  threshold: DELEGATION_DEFAULT_THRESHOLD,
  terminating: true as const,
});

const time = (value: string | Date | null | undefined): number | undefined => {
  if (value === null || value === undefined) return undefined;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? undefined : t;
};

/**
 * A delegation is refreshed automatically when its remote file was modified after the last
 * fetch, and not within the last 10 s (a file still being written is not yet "changed").
 * Never fetched counts as fetched before any modification.
 */
export function shouldAutoRefreshDelegation(
  delegation: { lastFetched?: string | null; lastModified?: string | null },
  now: Date,
): boolean {
  const modified = time(delegation.lastModified);
  if (modified === undefined) return false;
  const fetched = time(delegation.lastFetched);
  if (fetched !== undefined && modified <= fetched) return false;
  return now.getTime() - modified >= DELEGATION_UNCHANGED_WINDOW_MS;
}

export type DelegationState = 'normal' | 'refreshing' | 'deleting';

/** Deleting wins over refreshing: a delegation on its way out is not worth refreshing. */
export function delegationState(delegation: {
  refreshing?: boolean;
  deleting?: boolean;
}): DelegationState {
  if (delegation.deleting) return 'deleting';
  if (delegation.refreshing) return 'refreshing';
  return 'normal';
}

/**
 * Delegations in the user's saved order (the delegation order option); names not in the
 * order follow, in the order given.
 */
export function orderDelegations<D extends { name: string }>(
  delegations: readonly D[],
  order: readonly string[],
): D[] {
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i === -1 ? order.length : i;
  };
  return delegations
    .map((d, i) => ({ d, i }))
    .sort((a, b) => rank(a.d.name) - rank(b.d.name) || a.i - b.i)
    .map(({ d }) => d);
}
