// The rollout frames of the live channel (openapi/schemas/live.yaml), carrying the whole rollout.
import type { components } from '@fleet/sdk';

type Schemas = components['schemas'];

export const rolloutStateChanged = (
  rollout: Schemas['Rollout'],
): Schemas['LiveRolloutStateChanged'] => ({ type: 'RolloutStateChanged', rollout });

export const rolloutProgress = (rollout: Schemas['Rollout']): Schemas['LiveRolloutProgress'] => ({
  type: 'RolloutProgress',
  rollout,
});
