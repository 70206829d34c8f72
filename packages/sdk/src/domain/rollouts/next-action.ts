// What the rollout engine does now (docs/rollouts.md), given where a rollout stands: the one
// place the order of the rules is written. The engine applies the action, records it, and
// asks again; an action that needs time names when to ask next.
import type { components } from '../../api/schema';
import { durationMs } from './duration.js';
import { thresholdVerdict, type PhaseOutcomes } from './failure-threshold.js';
import { isWindowOpen, nextWindowOpening } from './maintenance-window.js';

type Schemas = components['schemas'];

export type RolloutPhaseState = Schemas['RolloutPhaseState'];

/** What the rules read of a rollout. */
export interface RolloutSituation {
  state: Schemas['RolloutState'];
  startAt: string | null;
  maintenanceWindow: Schemas['MaintenanceWindow'] | null;
  phases: ReadonlyArray<{
    then?: Schemas['RolloutThen'];
    failureThresholdPercent: number;
    state: RolloutPhaseState;
    finishedAt?: string | null;
    outcomes: PhaseOutcomes;
  }>;
  /** The phase running or last run; null before the first. */
  currentPhase: number | null;
  /** The highest phase someone approved to start; null when none. */
  approvedPhase: number | null;
}

export type RolloutNextAction =
  /** Nothing to do until something happens (an action, a device report). */
  | { kind: 'none' }
  /** Nothing before `until` (a start time, a wait, the window's next opening). */
  | { kind: 'wait'; until: string }
  /** A scheduled rollout's start time has come: it is running. */
  | { kind: 'run' }
  /** The phase crossed its failure threshold: abort. */
  | { kind: 'abort'; phase: number }
  /** Every device of the phase has finished within its threshold. */
  | { kind: 'finishPhase'; phase: number }
  /** The phase ended with `then: approval`: wait for it. */
  | { kind: 'awaitApproval'; phase: number }
  /** Assign the devices of this phase. */
  | { kind: 'startPhase'; phase: number }
  /** The last phase has finished: the rollout completed. */
  | { kind: 'complete' };

const ACTIVE: ReadonlySet<Schemas['RolloutState']> = new Set([
  'scheduled',
  'running',
  'waitingForApproval',
  'paused',
]);

/** The engine's next step for `rollout` at `now`. */
export function nextRolloutAction(rollout: RolloutSituation, now: Date): RolloutNextAction {
  if (!ACTIVE.has(rollout.state)) return { kind: 'none' };
  const current = rollout.currentPhase;
  const phase = current === null ? undefined : rollout.phases[current];

  // The threshold is watched in every active state, paused included: devices go on working.
  if (current !== null && phase?.state === 'running') {
    const verdict = thresholdVerdict(phase.outcomes, phase.failureThresholdPercent);
    if (verdict === 'exceeded') return { kind: 'abort', phase: current };
    if (phase.outcomes.open === 0 && rollout.state !== 'paused')
      return { kind: 'finishPhase', phase: current };
  }
  if (rollout.state === 'paused' || rollout.state === 'waitingForApproval') return { kind: 'none' };

  if (rollout.state === 'scheduled') {
    if (rollout.startAt !== null && Date.parse(rollout.startAt) > now.getTime())
      return { kind: 'wait', until: rollout.startAt };
    return { kind: 'run' };
  }

  // Running: the current phase still works, or the next is due.
  if (phase?.state === 'running') return { kind: 'none' };
  const next = current === null ? 0 : current + 1;
  if (next >= rollout.phases.length) return { kind: 'complete' };
  if (phase !== undefined && current !== null) {
    if (phase.then === 'approval' && (rollout.approvedPhase ?? -1) < next)
      return { kind: 'awaitApproval', phase: current };
    if (phase.then !== undefined && phase.then !== 'approval' && phase.finishedAt) {
      const until = Date.parse(phase.finishedAt) + (durationMs(phase.then.wait) ?? 0);
      if (until > now.getTime()) return { kind: 'wait', until: new Date(until).toISOString() };
    }
  }
  if (rollout.startAt !== null && Date.parse(rollout.startAt) > now.getTime())
    return { kind: 'wait', until: rollout.startAt };
  const window = rollout.maintenanceWindow;
  if (window && !isWindowOpen(window, now)) {
    const opening = nextWindowOpening(window, now);
    return opening ? { kind: 'wait', until: opening.toISOString() } : { kind: 'none' };
  }
  return { kind: 'startPhase', phase: next };
}
