// <fleet-rollout-progress>: the live per-phase progress of one rollout (issue 14,
// docs/rollouts.md). Plain data (loads in Node) for the manifest, the typings and the
// embedding guide; the element wrapper reads only the wiring (rollout-progress.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { rolloutProgressWiring } from './rollout-progress.element.js';
import type { RolloutProgressElementProps } from './RolloutProgressElement.js';

export const rolloutProgressElement: ElementDescription<RolloutProgressElementProps> =
  describeElement(rolloutProgressWiring, {
    className: 'FleetRolloutProgress',
    summary:
      "One rollout's progress, live: its name and state (with the reason when it aborted), and " +
      'per phase a bar of where its devices are — succeeded, failed, in progress, pending, ' +
      'waiting (chosen, not assigned yet), not affected, cancelled — with the same counts in ' +
      'words. The bars move as the live channel reports progress, without a reload. Needs the ' +
      'rollouts `read` right.',
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      rolloutId: { description: "The rollout's id (a uuid)." },
      hideHeading: {
        description: 'Leaves out the name, state and abort reason (the page shows them itself).',
        default: 'false',
      },
      selectablePhases: {
        description: 'Each phase offers a button asking for its devices (`fleet-phase-selected`).',
        default: 'false',
      },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onStateChanged: {
        detail:
          "{ rolloutId: string; state: 'draft' | 'scheduled' | 'running' | 'waitingForApproval' | 'paused' | 'aborted' | 'completed'; reason?: string }",
        description:
          'The rollout was first shown in a state, or changed state since (e.g. aborted on its failure threshold, with the reason).',
      },
      onPhaseSelected: {
        detail: '{ rolloutId: string; phase: number }',
        description:
          "The user asked for a phase's devices (phase from 0), with `selectable-phases`.",
      },
    },
    parts: {
      'rollout-progress': 'The whole widget.',
      name: "The rollout's name.",
      state: "The rollout's state.",
      reason: 'Why the rollout aborted.',
      phases: 'The list of phases.',
      phase: 'One phase (data-phase is its index from 0, data-state its state).',
      'phase-finished': "The phase's finished devices out of those it targeted.",
      'phase-bar': "The phase's stacked bar.",
      'phase-counts': "The phase's counts in words.",
      'show-devices': "The button asking for a phase's devices.",
      skeleton: 'The placeholder shown while the rollout loads.',
      error: 'The message shown when the rollout cannot be loaded, with its retry button.',
      retry: 'The retry button.',
    },
  });
