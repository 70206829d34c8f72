// The updates resource of createFleet: its calls (updates.ts) and waiting for an update's
// outcome (update-outcome.ts), two modules so that an application can take the calls alone.
import type { FleetClient } from '../api/client';
import { createUpdateOutcomeWaiter } from './update-outcome';
import { createUpdateCallsResource } from './updates';

export function createUpdatesResource(client: FleetClient) {
  return {
    ...createUpdateCallsResource(client),
    /**
     * Waits until every device the update reached has finished it (see update-outcome.ts):
     * pass a live channel to hear of each device at once; without one it polls.
     */
    waitForOutcome: createUpdateOutcomeWaiter(client),
  };
}

export type UpdatesResource = ReturnType<typeof createUpdatesResource>;
