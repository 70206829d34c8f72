// A stored rollout as the API answers it (openapi/schemas/rollouts.yaml Rollout), with the
// counts of each phase read from where its devices stand.
import type { components } from '@fleet/sdk';
import { ROLLOUT_OUTCOMES, type PhaseOutcomes, type RolloutOutcome } from '@fleet/sdk/domain';
import type { PhaseTally, StoredRollout } from '../store/rollouts.js';

type Schemas = components['schemas'];

export function phaseCounts(tally: PhaseTally | undefined): Schemas['RolloutPhaseCounts'] {
  const n = tally?.byOutcome ?? {};
  const counts = Object.fromEntries(
    ROLLOUT_OUTCOMES.map((outcome) => [outcome, n[outcome] ?? 0]),
  ) as Record<RolloutOutcome, number>;
  return {
    targeted: Object.values(counts).reduce((a, b) => a + b, 0),
    ...counts,
    notAffectedReasons: { ...(tally?.notAffectedReasons ?? {}) },
  };
}

/** What the threshold reads of a phase's counts. */
export const outcomesOf = (counts: Schemas['RolloutPhaseCounts']): PhaseOutcomes => ({
  open: counts.pending + counts.inProgress,
  succeeded: counts.succeeded,
  failed: counts.failed,
});

export function rolloutBody(
  rollout: StoredRollout,
  tallies: readonly PhaseTally[],
): Schemas['Rollout'] {
  const byPhase = new Map(tallies.map((tally) => [tally.phase, tally]));
  return {
    id: rollout.id,
    name: rollout.name,
    packageIds: rollout.packageIds,
    target: rollout.target,
    phases: rollout.phases.map((definition, index) => {
      const run = rollout.phaseRuns[index];
      return {
        ...definition,
        index,
        state: run?.state ?? 'waiting',
        counts: phaseCounts(byPhase.get(index)),
        startedAt: run?.startedAt ?? null,
        finishedAt: run?.finishedAt ?? null,
      };
    }),
    maintenanceWindow: rollout.maintenanceWindow,
    startAt: rollout.startAt,
    seed: rollout.seed,
    state: rollout.state,
    abortReason: rollout.abortReason,
    currentPhase: rollout.currentPhase,
    targetedDevices: rollout.targetedDevices,
    nextPhaseAt: rollout.nextPhaseAt,
    createdAt: rollout.createdAt,
    updatedAt: rollout.updatedAt,
    startedAt: rollout.startedAt,
    finishedAt: rollout.finishedAt,
  };
}
