// The Trial dialog (SPEC §2, §4, §8): the offer (30 days, no card, up to 50 devices, an
// optional free training session, checked by default), then activating, then activated with
// Reload, or the error with the contact address. Each step is its own dialog, opened as the
// previous one closes, so a screen reader announces the new step and focus lands on its action.
import { Dialog } from '@fleet/elements';
import { isFleetApiError } from '@fleet/sdk';
import {
  INITIAL_TRIAL_STATE,
  TRIAL_DAYS,
  TRIAL_DEVICE_LIMIT,
  trialFailureText,
  trialReducer,
  type TrialState,
} from '@fleet/sdk/domain';
import { useId, useReducer } from 'react';
import { useConsoleLocale, useConsoleText } from '../../i18n';
import { TextWithEmail } from './TextWithEmail';
import { checkbox, stack } from './TrialDialog.css';

export interface TrialDialogProps {
  /** 'Contact for sales' and the error's contact address (runtime config). */
  salesEmail: string;
  /** PUT start-free-trial; rejects with the server's description when it has one. */
  startFreeTrial(options: { trainingSessionRequested: boolean }): Promise<void>;
  /** Renews the token (the new role is in a fresh one) and reloads the page. */
  onReload(): void;
  /** Closed without reloading (Cancel, or Escape once the flow has ended). */
  onClose(): void;
}

export function TrialDialog({ salesEmail, startFreeTrial, onReload, onClose }: TrialDialogProps) {
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const checkboxId = useId();
  const [state, dispatch] = useReducer(trialReducer, INITIAL_TRIAL_STATE);
  const training = 'trainingSessionRequested' in state && state.trainingSessionRequested;

  async function activate(current: TrialState) {
    if (current.step !== 'offer') return;
    dispatch({ type: 'activate' });
    try {
      await startFreeTrial({ trainingSessionRequested: current.trainingSessionRequested });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      // The server's description when it gave one; else SPEC §8's text (trialFailureText).
      dispatch({
        type: 'failed',
        description: isFleetApiError(error) ? error.description : undefined,
      });
    }
  }

  const contactSales = (
    <p>
      <TextWithEmail format={(params) => t('trial.contactSales', params)} email={salesEmail} />
    </p>
  );

  return (
    <>
      <Dialog
        open={state.step === 'offer'}
        type="confirm"
        variant="primary"
        title={t('trial.title')}
        confirmLabel={t('console.trial.activate')}
        onConfirm={() => void activate(state)}
        onCancel={onClose}
      >
        <div className={stack}>
          <p>{t('trial.offer', { days: TRIAL_DAYS, devices: TRIAL_DEVICE_LIMIT })}</p>
          <p className={checkbox}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={training}
              onChange={() => dispatch({ type: 'toggleTrainingSession' })}
            />
            <label htmlFor={checkboxId}>{t('trial.trainingSession')}</label>
          </p>
          {contactSales}
        </div>
      </Dialog>
      <Dialog open={state.step === 'activating'} type="progress" title={t('trial.title')}>
        {t('trial.activating')}
      </Dialog>
      <Dialog
        open={state.step === 'activated'}
        type="alert"
        variant="primary"
        title={t('trial.title')}
        confirmLabel={t('trial.reload')}
        onConfirm={onReload}
        onCancel={onClose}
      >
        <div className={stack}>
          <p>{t('trial.activated')}</p>
          {contactSales}
        </div>
      </Dialog>
      <Dialog
        open={state.step === 'error'}
        type="alert"
        variant="negative"
        title={t('trial.title')}
        confirmLabel={t('trial.reload')}
        onConfirm={onReload}
        onCancel={onClose}
      >
        <div className={stack}>
          <p>{trialFailureText(state, locale)}</p>
          <p>
            <TextWithEmail
              format={(params) => t('trial.unableToActivate', params)}
              email={salesEmail}
            />
          </p>
        </div>
      </Dialog>
    </>
  );
}
