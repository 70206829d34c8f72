// Product feedback (SPEC §7 POST /api/accounts/user-feedback), sent with the page it came
// from. A blank message is refused by the SDK (shown at the field); a failed send is a toast.
import { Button, TextArea, useFleet, useMutation } from '@fleet/elements';
import { FleetValidationError } from '@fleet/sdk/domain';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import '../../../i18n/messages/account';

export function FeedbackForm() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const { sdk } = useFleet();
  const feedback = useMutation((input: { message: string; page: string }) =>
    sdk.accounts.sendUserFeedback(input),
  );
  const sending = feedback.pending;

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      await feedback.run({ message, page: pathname });
      setMessage('');
      setInvalid(undefined);
      toasts.positive(t('console.account.feedback.sent'));
    } catch (error) {
      if (error instanceof FleetValidationError) setInvalid(errorText(error));
      else toasts.negative(t('console.account.feedback.failed', { reason: errorText(error) }));
    }
  }

  return (
    <form
      className={css.section}
      aria-labelledby="account-feedback-title"
      onSubmit={(event) => void send(event)}
    >
      <h2 id="account-feedback-title" className={css.sectionHeading}>
        {t('console.account.feedback.title')}
      </h2>
      <TextArea
        label={t('console.account.feedback.message')}
        description={t('console.account.feedback.hint')}
        error={invalid}
        value={message}
        onChange={setMessage}
      />
      <div className={css.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {t(sending ? 'console.account.feedback.sending' : 'console.account.feedback.send')}
        </Button>
      </div>
    </form>
  );
}
