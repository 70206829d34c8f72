// What a new account sees first on the dashboard: no device yet, so the first steps (pair a
// device, upload a package, the setup guide) instead of empty charts.
import { useCapabilities, useFleet, useQuery } from '@fleet/elements';
import { headlineCount } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { actions, subheading } from '../parts/parts.css';
import { start } from './dashboard.css';
import '../../i18n/messages/dashboard';

export function OnboardingCue() {
  const t = useConsoleText();
  const { sdk } = useFleet();
  const total = useQuery(headlineCount(sdk, 'total'));
  const { canEnter } = useCapabilities();
  const mayPair = canEnter('devices:pair') === 'granted';
  const mayUpload = canEnter('packages:upload') === 'granted';
  if (total.data !== 0) return null;
  return (
    <section className={start} aria-labelledby="dashboard-start">
      <h2 id="dashboard-start" className={subheading}>
        {t('console.dashboard.start.heading')}
      </h2>
      <p>{t('console.dashboard.start.text')}</p>
      <div className={actions}>
        <ActionLink to="/devices/pair" notPermitted={!mayPair}>
          {t('console.dashboard.start.pair')}
        </ActionLink>
        <ActionLink to="/packages/upload" variant="secondary" notPermitted={!mayUpload}>
          {t('console.dashboard.start.upload')}
        </ActionLink>
        <ActionLink to="/onboarding" variant="tertiary">
          {t('console.dashboard.start.guide')}
        </ActionLink>
      </div>
    </section>
  );
}
