// Registers <fleet-rollout-progress> ('@fleet/elements/define/rollout-progress').
import { defineFleetElement } from '../../elements/define-element.js';
import { rolloutProgressWiring } from './rollout-progress.element.js';
import { RolloutProgressElement } from './RolloutProgressElement.js';

defineFleetElement(rolloutProgressWiring, RolloutProgressElement);
