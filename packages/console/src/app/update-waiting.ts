// The SDK's waiting for an update's outcome (createUpdateOutcomeWaiter), which no screen of the
// console calls: a chunk of its own, loaded if `fleet.updates.waitForOutcome` ever is
// (start-resources.ts).
import {
  createUpdateOutcomeWaiter,
  type AwaitedUpdate,
  type FleetClient,
  type WaitForOutcomeOptions,
} from '@fleet/sdk';

export const waitForOutcome = (
  client: FleetClient,
  update: AwaitedUpdate,
  options?: WaitForOutcomeOptions,
) => createUpdateOutcomeWaiter(client)(update, options);
