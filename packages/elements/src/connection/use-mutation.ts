// A screen's or widget's action through the SDK's mutation helper (@fleet/sdk
// stores/mutation.ts): one pending/error shape everywhere, and the connection's query cache
// invalidated where the action changed something.
import { createMutation, type QueryKey } from '@fleet/sdk';
import { useState } from 'react';
import { useFleet } from './FleetProvider.js';
import { useSignalValue } from './signals.js';

export interface MutationView<I, O> {
  pending: boolean;
  error: Error | undefined;
  run(input: I): Promise<O>;
  reset(): void;
}

/**
 * The action `run` (the latest one given is called), invalidating `invalidates` (key prefixes
 * of the connection's query cache) after each success.
 */
export function useMutation<I, O>(
  action: (input: I) => Promise<O>,
  invalidates: readonly QueryKey[] = [],
): MutationView<I, O> {
  const { queries } = useFleet();
  const [latest] = useState(() => ({ action, invalidates }));
  latest.action = action;
  latest.invalidates = invalidates;
  const [mutation] = useState(() =>
    createMutation((input: I) => latest.action(input), {
      queries: { invalidate: (key) => queries.invalidate(key) },
      get invalidates() {
        return latest.invalidates;
      },
    }),
  );
  return {
    pending: useSignalValue(mutation.pending),
    error: useSignalValue(mutation.error),
    run: mutation.run,
    reset: mutation.reset,
  };
}
