import { describe, expect, it } from 'vitest';
import { nextRolloutAction, type RolloutSituation } from './next-action.js';

const idle = { open: 0, succeeded: 0, failed: 0 };
const NOW = new Date('2026-01-09T12:00:00Z');

function situation(change: Partial<RolloutSituation> = {}): RolloutSituation {
  return {
    state: 'running',
    startAt: null,
    maintenanceWindow: null,
    currentPhase: null,
    approvedPhase: null,
    phases: [
      { then: { wait: 'PT30M' }, failureThresholdPercent: 20, state: 'waiting', outcomes: idle },
      { then: 'approval', failureThresholdPercent: 20, state: 'waiting', outcomes: idle },
      { failureThresholdPercent: 20, state: 'waiting', outcomes: idle },
    ],
    ...change,
  };
}

function withPhase(
  index: number,
  phase: Partial<RolloutSituation['phases'][number]>,
  change: Partial<RolloutSituation> = {},
): RolloutSituation {
  const base = situation(change);
  return {
    ...base,
    currentPhase: change.currentPhase ?? index,
    phases: base.phases.map((p, i) =>
      i === index ? { ...p, ...phase } : i < index ? { ...p, state: 'finished' } : p,
    ),
  };
}

describe('rollout next action', () => {
  it('does nothing for a draft, an aborted or a completed rollout', () => {
    for (const state of ['draft', 'aborted', 'completed'] as const)
      expect(nextRolloutAction(situation({ state }), NOW)).toEqual({ kind: 'none' });
  });

  it('waits for the start time, then runs and starts the first phase', () => {
    const scheduled = situation({ state: 'scheduled', startAt: '2026-01-09T13:00:00Z' });
    expect(nextRolloutAction(scheduled, NOW)).toEqual({
      kind: 'wait',
      until: '2026-01-09T13:00:00Z',
    });
    expect(nextRolloutAction(scheduled, new Date('2026-01-09T13:00:00Z'))).toEqual({ kind: 'run' });
    expect(nextRolloutAction(situation(), NOW)).toEqual({ kind: 'startPhase', phase: 0 });
  });

  it('aborts as soon as the running phase crosses its threshold, even paused', () => {
    const failing = { state: 'running' as const, outcomes: { open: 7, succeeded: 0, failed: 3 } };
    expect(nextRolloutAction(withPhase(0, failing), NOW)).toEqual({ kind: 'abort', phase: 0 });
    expect(nextRolloutAction(withPhase(0, failing, { state: 'paused' }), NOW)).toEqual({
      kind: 'abort',
      phase: 0,
    });
  });

  it('finishes a phase whose devices all finished within the threshold, never earlier', () => {
    const working = { state: 'running' as const, outcomes: { open: 1, succeeded: 8, failed: 1 } };
    expect(nextRolloutAction(withPhase(0, working), NOW)).toEqual({ kind: 'none' });
    const done = { state: 'running' as const, outcomes: { open: 0, succeeded: 8, failed: 2 } };
    expect(nextRolloutAction(withPhase(0, done), NOW)).toEqual({ kind: 'finishPhase', phase: 0 });
  });

  it('waits after a phase, then starts the next', () => {
    const finished = { state: 'finished' as const, finishedAt: '2026-01-09T11:45:00Z' };
    expect(nextRolloutAction(withPhase(0, finished), NOW)).toEqual({
      kind: 'wait',
      until: '2026-01-09T12:15:00.000Z',
    });
    expect(nextRolloutAction(withPhase(0, finished), new Date('2026-01-09T12:15:00Z'))).toEqual({
      kind: 'startPhase',
      phase: 1,
    });
  });

  it('waits for approval, and starts the approved phase', () => {
    const finished = { state: 'finished' as const, finishedAt: '2026-01-09T11:00:00Z' };
    expect(nextRolloutAction(withPhase(1, finished), NOW)).toEqual({
      kind: 'awaitApproval',
      phase: 1,
    });
    expect(nextRolloutAction(withPhase(1, finished, { state: 'waitingForApproval' }), NOW)).toEqual(
      {
        kind: 'none',
      },
    );
    expect(nextRolloutAction(withPhase(1, finished, { approvedPhase: 2 }), NOW)).toEqual({
      kind: 'startPhase',
      phase: 2,
    });
  });

  it('starts a phase only inside the maintenance window', () => {
    const window = {
      timeZone: 'Europe/Zurich',
      weekdays: ['fri' as const],
      start: '22:00',
      end: '04:00',
    };
    expect(nextRolloutAction(situation({ maintenanceWindow: window }), NOW)).toEqual({
      kind: 'wait',
      until: '2026-01-09T21:00:00.000Z',
    });
    expect(
      nextRolloutAction(situation({ maintenanceWindow: window }), new Date('2026-01-09T23:30:00Z')),
    ).toEqual({ kind: 'startPhase', phase: 0 });
  });

  it('completes after the last phase, and makes no new assignment while paused', () => {
    const last = { state: 'finished' as const, finishedAt: '2026-01-09T11:00:00Z' };
    expect(nextRolloutAction(withPhase(2, last), NOW)).toEqual({ kind: 'complete' });
    expect(nextRolloutAction(situation({ state: 'paused' }), NOW)).toEqual({ kind: 'none' });
  });
});
