// A stored rollout as the API answers it (openapi/schemas/rollouts.yaml Rollout), with the
// counts of each phase read from where its devices stand.
import type { components } from '@fleet/sdk';
import type { PhaseOutcomes } from '@fleet/sdk/domain';
import type { PhaseTally, StoredRollout } from '../store/rollouts.js';

type Schemas = components['schemas'];

export function phaseCounts(tally: PhaseTally | undefined): Schemas['RolloutPhaseCounts'] {
  const n = tally?.byStanding ?? {};
  const counts = {
    pending: n.pending ?? 0,
    inProgress: n.inProgress ?? 0,
    succeeded: n.succeeded ?? 0,
    failed: n.failed ?? 0,
    notAffected: n.notAffected ?? 0,
    cancelled: n.cancelled ?? 0,
  };
  const handled = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    targeted: handled + (n.waiting ?? 0),
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
