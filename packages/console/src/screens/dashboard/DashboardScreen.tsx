// SPEC §2 / (the dashboard): the top fleets and the connected devices of the last 7 days.
// Choosing a fleet opens it.
import { ConnectedDevicesChart, TopFleetsChart } from '@fleet/elements';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { charts } from '../screens.css';
import { PageHeader } from '../parts/PageHeader';

export function DashboardScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.nav.dashboard')} />
      <div className={charts}>
        <TopFleetsChart
          onFleetSelected={({ fleetId }) => void navigate(`/fleets/${encodeURIComponent(fleetId)}`)}
        />
        <ConnectedDevicesChart />
      </div>
    </section>
  );
}

export { DashboardScreen as Component };
