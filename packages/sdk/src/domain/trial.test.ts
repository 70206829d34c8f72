import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRIAL_STATE,
  trialFailureText,
  trialOffersReload,
  trialReducer,
  type TrialEvent,
  type TrialState,
} from './trial.js';

const run = (...events: TrialEvent[]): TrialState =>
  events.reduce(trialReducer, INITIAL_TRIAL_STATE);

describe('SPEC §4 trial dialog', () => {
  it('starts on the offer with the training session checked', () => {
    expect(INITIAL_TRIAL_STATE).toEqual({ step: 'offer', trainingSessionRequested: true });
    expect(run({ type: 'toggleTrainingSession' })).toEqual({
      step: 'offer',
      trainingSessionRequested: false,
    });
  });

  it('goes offer → activating → activated, then offers Reload', () => {
    const activating = run({ type: 'activate' });
    expect(activating).toEqual({ step: 'activating', trainingSessionRequested: true });
    expect(trialOffersReload(activating)).toBe(false);
    const activated = trialReducer(activating, { type: 'succeeded' });
    expect(activated).toEqual({ step: 'activated' });
    expect(trialOffersReload(activated)).toBe(true);
  });

  it('keeps the server description of a failure', () => {
    const failed = run({ type: 'activate' }, { type: 'failed', description: 'Trial already used' });
    expect(trialFailureText(failed)).toBe('Trial already used');
    expect(trialOffersReload(failed)).toBe(true);
  });

  it('falls back to the catalogue text without a description', () => {
    const failed = run({ type: 'activate' }, { type: 'failed', description: '  ' });
    expect(trialFailureText(failed)).toBe(
      'An error occurred while activating the commercial tier free trial.',
    );
  });

  it('ignores events that do not fit the step', () => {
    expect(run({ type: 'succeeded' })).toBe(INITIAL_TRIAL_STATE);
    const activating = run({ type: 'activate' });
    expect(trialReducer(activating, { type: 'toggleTrainingSession' })).toBe(activating);
    expect(trialReducer(activating, { type: 'activate' })).toBe(activating);
    expect(trialFailureText(activating)).toBeUndefined();
  });
});
