// The rollout progress as <fleet-rollout-progress> shows it: the API from the element's
// connection (base-url and a token source, the live channel for the moving bars).
import { createRolloutsResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { RolloutProgress, type RolloutProgressProps } from './RolloutProgress.js';

export type RolloutProgressElementProps = RolloutProgressProps & FleetConnectionProps;

export const RolloutProgressElement = withFleetConnection(RolloutProgress, {
  rollouts: createRolloutsResource,
});
