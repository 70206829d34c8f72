// A rollouts store (@fleet/sdk stores/rollouts.ts) for a screen or widget, kept current by the
// connection's live channel: the connection is held while mounted (so the channel opens), and
// the store follows the channel it was made with — a reopened channel makes a new store, which
// loads what the screen shows again.
import { createRolloutsStore, type RolloutsStore } from '@fleet/sdk';
import { useEffect, useMemo } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';
import { useSignalValue } from '../../connection/signals.js';

export function useRolloutsStore(): RolloutsStore {
  const connection = useFleet();
  const live = useSignalValue(connection.live);
  useEffect(() => connection.hold(), [connection]);
  const store = useMemo(
    () =>
      createRolloutsStore({
        sdk: { rollouts: connection.resource('rollouts') },
        ...(live && { live }),
      }),
    [connection, live],
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}
