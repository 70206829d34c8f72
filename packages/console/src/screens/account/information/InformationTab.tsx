// The /account/information tab (SPEC §3 User): who is signed in, whether their address is
// confirmed, their roles and account tier (with the trial offer for a Maker), and feedback.
import { useSignalValue } from '@fleet/elements';
import { fleetApp } from '../../../app/fleet-app';
import { useConsoleText } from '../../../i18n';
import * as css from '../account.css';
import { AccountTier } from './AccountTier';
import { FeedbackForm } from './FeedbackForm';
import { PageHeader } from '../../parts/PageHeader';
import '../../../i18n/messages/account';

export function InformationTab() {
  const t = useConsoleText();
  const { session } = fleetApp();
  const user = useSignalValue(session.user);
  const roles = useSignalValue(session.roles);
  const ready = useSignalValue(session.ready);
  const error = useSignalValue(session.error);

  return (
    <section className={css.tab} aria-labelledby="account-information-title">
      <PageHeader
        level={2}
        titleId="account-information-title"
        title={t('console.account.information.title')}
      />
      {!user && !ready && <p role="status">{t('console.account.information.loading')}</p>}
      {!user && ready && (
        <p className={css.problem} role="alert">
          {t('console.account.information.loadFailed', { reason: error?.message ?? '' })}
        </p>
      )}
      {user && (
        <dl className={css.facts} data-testid="account-information">
          <dt className={css.term}>{t('console.account.information.name')}</dt>
          <dd className={css.detail}>{user.name}</dd>
          <dt className={css.term}>{t('console.account.information.email')}</dt>
          <dd className={css.detail}>{user.email}</dd>
          <dt className={css.term}>{t('console.account.information.emailStatus')}</dt>
          <dd className={css.detail}>
            {user.emailVerified ? (
              t('console.account.information.emailVerified')
            ) : (
              <>
                {t('console.account.information.emailUnverified')}
                <span className={css.hint} data-testid="confirm-account">
                  {' — '}
                  {t('notification.confirmAccount')}
                </span>
              </>
            )}
          </dd>
          <dt className={css.term}>{t('console.account.information.roles')}</dt>
          <dd className={css.detail}>
            {roles.length > 0 ? roles.join(', ') : t('console.account.information.noRoles')}
          </dd>
          <dt className={css.term}>{t('console.account.information.tier')}</dt>
          <dd className={css.detail}>
            <AccountTier />
          </dd>
        </dl>
      )}
      <FeedbackForm />
    </section>
  );
}
