import { describe, expect, it } from 'vitest';
import { finishedInPhase, rolloutTotals } from './rollout-progress.js';

const counts = (c: Partial<Record<string, number>>) => ({
  targeted: 0,
  waiting: 0,
  pending: 0,
  inProgress: 0,
  succeeded: 0,
  failed: 0,
  notAffected: 0,
  notAffectedReasons: {},
  cancelled: 0,
  ...c,
});

describe('rollout progress', () => {
  it('counts succeeded, failed, not affected and cancelled devices as finished', () => {
    expect(
      finishedInPhase(
        counts({
          targeted: 23,
          waiting: 3,
          pending: 3,
          inProgress: 2,
          succeeded: 8,
          failed: 4,
          notAffected: 2,
          cancelled: 1,
        }),
      ),
    ).toBe(15);
  });

  it('adds the phases up against the rollout’s targeted devices', () => {
    const phases = [
      { counts: counts({ targeted: 10, succeeded: 6, failed: 4 }) },
      { counts: counts({ targeted: 30, waiting: 30 }) },
    ];
    expect(rolloutTotals({ targetedDevices: 100, phases })).toEqual({
      targeted: 100,
      finished: 10,
      share: 0.1,
    });
  });

  it('is 0 of 0 for a draft', () => {
    expect(rolloutTotals({ targetedDevices: 0, phases: [] })).toEqual({
      targeted: 0,
      finished: 0,
      share: 0,
    });
  });
});
