// SPEC §2 / (the dashboard), the operator's home: the headline device counts (each a link to
// the filtered device list), the first steps for a new account, the top fleets and the
// connected devices of the last 7 days, and the recent update activity. Everything shown is
// live. Choosing a fleet opens it.
import { ConnectedDevicesChart, TopFleetsChart } from '@fleet/elements';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { charts } from '../screens.css';
import { PageHeader } from '../parts/PageHeader';
import { HeadlineCounts } from './HeadlineCounts';
import { OnboardingCue } from './OnboardingCue';
import { RecentUpdates } from './RecentUpdates';

export function DashboardScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.nav.dashboard')} />
      <OnboardingCue />
      <HeadlineCounts />
      <div className={charts}>
        <TopFleetsChart
          onFleetSelected={({ fleetId }) => void navigate(`/fleets/${encodeURIComponent(fleetId)}`)}
        />
        <ConnectedDevicesChart />
      </div>
      <RecentUpdates />
    </section>
  );
}

export { DashboardScreen as Component };
