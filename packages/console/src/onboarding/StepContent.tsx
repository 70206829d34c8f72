// What each onboarding step says and links to; the pairing step reads the real device count.
import { useConsoleText } from '../i18n/use-console-text';
import * as css from './onboarding.css';
import type { OnboardingStep } from './onboarding-steps';
import { ActionLink } from '../screens/ActionLink';
import { useDeviceCount } from './use-device-count';
import '../i18n/messages/onboarding';

function PairedDevices() {
  const t = useConsoleText();
  const count = useDeviceCount();
  if (count.state === 'loading') return <p className={css.muted}>{t('console.loading')}</p>;
  if (count.state === 'failed')
    return (
      <p className={css.muted}>
        {t('console.onboarding.pair.countFailed', { reason: count.reason })}
      </p>
    );
  return (
    <p className={css.text} data-testid="onboarding-device-count">
      {count.count === 0
        ? t('console.onboarding.pair.none')
        : t('console.onboarding.pair.some', { count: count.count })}
    </p>
  );
}

export function StepContent({ step }: { step: OnboardingStep }) {
  const t = useConsoleText();
  switch (step) {
    case 'welcome':
      return (
        <>
          <h2 className={css.stepHeading}>{t('console.onboarding.welcome.heading')}</h2>
          <p className={css.text}>{t('console.onboarding.welcome.text')}</p>
        </>
      );
    case 'pair':
      return (
        <>
          <h2 className={css.stepHeading}>{t('console.onboarding.pair.heading')}</h2>
          <p className={css.text}>{t('console.onboarding.pair.text')}</p>
          <PairedDevices />
          <div className={css.buttons}>
            <ActionLink to="/devices/pair" variant="secondary">
              {t('console.onboarding.pair.action')}
            </ActionLink>
          </div>
        </>
      );
    case 'install':
      return (
        <>
          <h2 className={css.stepHeading}>{t('console.onboarding.install.heading')}</h2>
          <p className={css.text}>{t('console.onboarding.install.text')}</p>
          <div className={css.buttons}>
            <ActionLink to="/packages" variant="secondary">
              {t('console.onboarding.install.action')}
            </ActionLink>
          </div>
        </>
      );
    case 'done':
      return (
        <>
          <h2 className={css.stepHeading}>{t('console.onboarding.done.heading')}</h2>
          <p className={css.text}>{t('console.onboarding.done.text')}</p>
        </>
      );
  }
}
