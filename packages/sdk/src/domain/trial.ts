// SPEC §2/§4 trial dialog: offer → activating → activated, or an error; activated and error
// both end by offering Reload. Kept as a reducer so the dialog and its tests share one path.
import { TRIAL_TRAINING_SESSION_DEFAULT } from './constants.js';
import { ACCOUNT_TEXTS, formatRegisteredMessage, registerMessages } from './messages.js';

registerMessages(ACCOUNT_TEXTS);

export type TrialState =
  | { step: 'offer'; trainingSessionRequested: boolean }
  | { step: 'activating'; trainingSessionRequested: boolean }
  | { step: 'activated' }
  | { step: 'error'; description?: string };

export type TrialEvent =
  | { type: 'toggleTrainingSession' }
  | { type: 'activate' }
  | { type: 'succeeded' }
  | { type: 'failed'; description?: string | null };

export const INITIAL_TRIAL_STATE: TrialState = {
  step: 'offer',
  trainingSessionRequested: TRIAL_TRAINING_SESSION_DEFAULT,
};

/** Events that do not apply to the current step leave it unchanged. */
export function trialReducer(state: TrialState, event: TrialEvent): TrialState {
  switch (event.type) {
    case 'toggleTrainingSession':
      return state.step === 'offer'
        ? { ...state, trainingSessionRequested: !state.trainingSessionRequested }
        : state;
    case 'activate':
      return state.step === 'offer' ? { ...state, step: 'activating' } : state;
    case 'succeeded':
      return state.step === 'activating' ? { step: 'activated' } : state;
    case 'failed':
      if (state.step !== 'activating') return state;
      return event.description?.trim()
        ? { step: 'error', description: event.description.trim() }
        : { step: 'error' };
  }
}

/** Reload is offered once the flow has ended, either way. */
export const trialOffersReload = (state: TrialState): boolean =>
  state.step === 'activated' || state.step === 'error';

/**
 * Why activation failed (SPEC §8): the server's description, else the catalogue text. The
 * dialog shows it with 'trial.unableToActivate' and the sales address.
 */
export function trialFailureText(state: TrialState, locale?: string): string | undefined {
  if (state.step !== 'error') return undefined;
  return state.description ?? formatRegisteredMessage('trial.activationFailed', {}, locale);
}
