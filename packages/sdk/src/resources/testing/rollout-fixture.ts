// A rollout as the API answers it, for the rollouts resource and store tests.
import type { Rollout, RolloutPhaseCounts } from '../rollouts';

const NO_DEVICES: RolloutPhaseCounts = {
  targeted: 0,
  waiting: 0,
  pending: 0,
  inProgress: 0,
  succeeded: 0,
  failed: 0,
  notAffected: 0,
  notAffectedReasons: {},
  cancelled: 0,
};

/** A running rollout of three phases (5 %, 25 %, the rest); the first has 10 devices. */
export function rolloutFixture(change: Partial<Rollout> = {}): Rollout {
  return {
    id: '5d0c4b2e-8f3a-4c1d-9e2b-7a6f5e4d3c2b',
    name: 'Gateway OS 7.1',
    packageIds: ['gateway-os-7.1.0'],
    target: { fleets: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] },
    phases: [
      {
        index: 0,
        size: { percent: 5 },
        then: { wait: 'PT30M' },
        failureThresholdPercent: 20,
        state: 'running',
        counts: { ...NO_DEVICES, targeted: 10, pending: 4, inProgress: 3, succeeded: 3 },
        startedAt: '2026-05-04T22:00:00Z',
        finishedAt: null,
      },
      {
        index: 1,
        size: { percent: 25 },
        then: 'approval',
        failureThresholdPercent: 20,
        state: 'waiting',
        counts: { ...NO_DEVICES, targeted: 48, waiting: 48 },
      },
      {
        index: 2,
        size: { percent: 100 },
        failureThresholdPercent: 20,
        state: 'waiting',
        counts: { ...NO_DEVICES, targeted: 142, waiting: 142 },
      },
    ],
    maintenanceWindow: null,
    startAt: null,
    seed: 42,
    state: 'running',
    abortReason: null,
    currentPhase: 0,
    targetedDevices: 200,
    nextPhaseAt: null,
    createdAt: '2026-05-04T21:00:00Z',
    updatedAt: '2026-05-04T22:05:00Z',
    startedAt: '2026-05-04T22:00:00Z',
    finishedAt: null,
    ...change,
  };
}
