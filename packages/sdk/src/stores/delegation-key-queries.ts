// The keys trusted to sign package source metadata (SPEC §3 package sources), as a query of the
// query cache, to choose a source's signing keys from.
import type { FleetSdk } from '../fleet';
import type { DelegationKey } from '../resources/delegations';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

export function delegationKeysQuery(
  sdk: Pick<FleetSdk, 'delegations'>,
): QueryDefinition<DelegationKey[]> {
  return { key: QUERY_KEYS.delegationKeys, fetch: () => sdk.delegations.listDelegationKeys() };
}
