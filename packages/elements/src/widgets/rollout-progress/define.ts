// Registers <fleet-rollout-progress> ('@fleet/elements/define/rollout-progress').
import { defineFleetElement } from '../../elements/define-element.js';
import { rolloutProgressElement } from './rollout-progress.description.js';
import { RolloutProgressElement } from './RolloutProgressElement.js';

defineFleetElement(rolloutProgressElement, RolloutProgressElement);
