// The keys trusted to sign package source metadata (GET trusted-delegations/keys), to choose a
// source's signing keys from.
import { useFleet } from '@fleet/elements';
import type { DelegationKey } from '@fleet/sdk';
import { useEffect, useState } from 'react';

export type KeysState =
  | { status: 'loading' }
  | { status: 'loaded'; keys: DelegationKey[] }
  | { status: 'failed'; error: unknown };

export function useDelegationKeys(): KeysState {
  const { sdk } = useFleet();
  const [state, setState] = useState<KeysState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    sdk.delegations.listDelegationKeys().then(
      (keys) => current && setState({ status: 'loaded', keys }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [sdk]);
  return state;
}
