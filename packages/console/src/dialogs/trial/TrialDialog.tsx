// The Trial dialog (SPEC §2, §4, §8): the offer (30 days, no card, up to 50 devices, an
// optional free training session, checked by default), then activating, then activated with
// Reload, or the error with the contact address. Each step is its own dialog, opened as the
// previous one closes, so a screen reader announces the new step and focus lands on its action.
// Activating is one mutation (useMutation): running, it is the activating step; failed, the
// error step; done, the activated step.
import { Dialog, useMutation } from '@fleet/elements';
import { isFleetApiError } from '@fleet/sdk';
import { TRIAL_DAYS, TRIAL_DEVICE_LIMIT, TRIAL_TRAINING_SESSION_DEFAULT } from '@fleet/sdk/domain';
import { useId, useState } from 'react';
import { useConsoleText } from '../../i18n';
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
  const checkboxId = useId();
  const [training, setTraining] = useState(TRIAL_TRAINING_SESSION_DEFAULT);
  const [activated, setActivated] = useState(false);
  // Activated is set within the action, so no step between activating and activated shows.
  const activation = useMutation(async (options: { trainingSessionRequested: boolean }) => {
    await startFreeTrial(options);
    setActivated(true);
  });
  const failure = activation.error;
  const step = activation.pending
    ? 'activating'
    : activated
      ? 'activated'
      : failure
        ? 'error'
        : 'offer';
  // SPEC §8: the server's description when it gave one; else the catalogue's text.
  const failureText =
    (isFleetApiError(failure) && failure.description?.trim()) || t('trial.activationFailed');

  // A failure is kept in activation.error: the error step.
  const activate = () =>
    activation.run({ trainingSessionRequested: training }).catch(() => undefined);

  const contactSales = (
    <p>
      <TextWithEmail format={(params) => t('trial.contactSales', params)} email={salesEmail} />
    </p>
  );

  return (
    <>
      <Dialog
        open={step === 'offer'}
        type="confirm"
        variant="primary"
        title={t('trial.title')}
        confirmLabel={t('console.trial.activate')}
        onConfirm={() => void activate()}
        onCancel={onClose}
      >
        <div className={stack}>
          <p>{t('trial.offer', { days: TRIAL_DAYS, devices: TRIAL_DEVICE_LIMIT })}</p>
          <p className={checkbox}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={training}
              onChange={() => setTraining(!training)}
            />
            <label htmlFor={checkboxId}>{t('trial.trainingSession')}</label>
          </p>
          {contactSales}
        </div>
      </Dialog>
      <Dialog open={step === 'activating'} type="progress" title={t('trial.title')}>
        {t('trial.activating')}
      </Dialog>
      <Dialog
        open={step === 'activated'}
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
        open={step === 'error'}
        type="alert"
        variant="negative"
        title={t('trial.title')}
        confirmLabel={t('trial.reload')}
        onConfirm={onReload}
        onCancel={onClose}
      >
        <div className={stack}>
          <p>{failureText}</p>
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
