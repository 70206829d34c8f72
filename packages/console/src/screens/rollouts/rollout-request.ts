// A draft of the creation flow as the API's rollout definition (openapi RolloutDefinition),
// or what is missing or wrong, field by field, in the console's words. The review step shows
// the definition; Create sends it.
import type { components } from '@fleet/sdk';
import type { ConsoleMessageId } from '../../i18n';
import type { Chosen, PhaseDraft, RolloutDraft } from './rollout-draft';
import '../../i18n/messages/rollouts';

export type RolloutDefinition = components['schemas']['RolloutDefinition'];
type PhaseDefinition = RolloutDefinition['phases'][number];

export interface DraftProblems {
  name?: ConsoleMessageId;
  target?: ConsoleMessageId;
  packages?: ConsoleMessageId;
  threshold?: ConsoleMessageId;
  window?: ConsoleMessageId;
  /** By phase, in the draft's order. */
  phases: readonly (ConsoleMessageId | undefined)[];
}

export type DraftCheck =
  { ok: true; definition: RolloutDefinition } | { ok: false; problems: DraftProblems };

const wholeNumber = (text: string): number | undefined =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;

const decimal = (text: string): number | undefined =>
  /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : undefined;

function phaseProblem(phase: PhaseDraft, last: boolean): ConsoleMessageId | undefined {
  const size = wholeNumber(phase.size);
  if (phase.sizeKind === 'percent' && (size === undefined || size < 1 || size > 100))
    return 'console.rollouts.problems.percent';
  if (phase.sizeKind === 'count' && (size === undefined || size < 1))
    return 'console.rollouts.problems.count';
  if (!last && phase.then === 'wait' && wholeNumber(phase.waitMinutes) === undefined)
    return 'console.rollouts.problems.wait';
  return undefined;
}

function targetOf(draft: RolloutDraft): RolloutDefinition['target'] | undefined {
  const ids = (chosen: readonly Chosen[]) => chosen.map((item) => item.id);
  if (draft.targetKind === 'fleets')
    return draft.fleets.length > 0 ? { fleets: ids(draft.fleets) } : undefined;
  if (draft.targetKind === 'devices')
    return draft.devices.length > 0 ? { devices: ids(draft.devices) } : undefined;
  const expression = draft.filter.trim();
  return expression !== '' ? { expression } : undefined;
}

const TARGET_MISSING: Record<RolloutDraft['targetKind'], ConsoleMessageId> = {
  fleets: 'console.rollouts.problems.fleets',
  devices: 'console.rollouts.problems.devices',
  filter: 'console.rollouts.problems.filter',
};

function phaseOf(phase: PhaseDraft, last: boolean, threshold: number): PhaseDefinition {
  const size = Number(phase.size);
  const definition: PhaseDefinition = {
    size: phase.sizeKind === 'percent' ? { percent: size } : { count: size },
    failureThresholdPercent: threshold,
  };
  if (last) return definition;
  return {
    ...definition,
    then: phase.then === 'approval' ? 'approval' : { wait: `PT${Number(phase.waitMinutes)}M` },
  };
}

/** The definition to send, or the problems to show beside the fields. */
export function checkDraft(draft: RolloutDraft): DraftCheck {
  const threshold = decimal(draft.failureThreshold);
  const target = targetOf(draft);
  const lastIndex = draft.phases.length - 1;
  const problems: DraftProblems = {
    name: draft.name.trim() === '' ? 'console.rollouts.problems.name' : undefined,
    target: target ? undefined : TARGET_MISSING[draft.targetKind],
    packages: draft.packages.length === 0 ? 'console.rollouts.problems.packages' : undefined,
    threshold:
      threshold === undefined || threshold > 100
        ? 'console.rollouts.problems.threshold'
        : undefined,
    window:
      draft.window && draft.window.weekdays.length === 0
        ? 'console.rollouts.problems.weekdays'
        : undefined,
    phases: draft.phases.map((phase, index) => phaseProblem(phase, index === lastIndex)),
  };
  const { phases, ...fields } = problems;
  const failed =
    Object.values(fields).some((problem) => problem !== undefined) ||
    phases.some((problem) => problem !== undefined);
  if (failed || !target || threshold === undefined) return { ok: false, problems };

  const definition: RolloutDefinition = {
    name: draft.name.trim(),
    packageIds: draft.packages.map((pkg) => pkg.packageId),
    target,
    phases: draft.phases.map((phase, index) => phaseOf(phase, index === lastIndex, threshold)),
  };
  if (draft.window) definition.maintenanceWindow = draft.window;
  if (draft.startAt) definition.startAt = draft.startAt.toISOString();
  return { ok: true, definition };
}
