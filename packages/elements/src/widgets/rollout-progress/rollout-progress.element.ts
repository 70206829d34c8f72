// <fleet-rollout-progress>'s wiring: what the element wrapper reads at run time (its documentation:
// rollout-progress.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { RolloutProgressElementProps } from './RolloutProgressElement.js';

export const rolloutProgressWiring = {
  tagName: 'fleet-rollout-progress',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    rolloutId: 'string',
    hideHeading: 'boolean',
    selectablePhases: 'boolean',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onStateChanged: 'fleet-rollout-state-changed',
    onPhaseSelected: 'fleet-phase-selected',
  },
} as const satisfies ElementWiring<RolloutProgressElementProps>;
