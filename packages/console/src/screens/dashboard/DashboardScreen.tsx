// SPEC §2 / (the dashboard), the operator's home: the headline device counts (each a link to
// the filtered device list), the first steps for a new account, the top fleets and the
// connected devices of the last 7 days, and the recent update activity. Everything shown is
// live. Choosing a fleet opens it. With the customizable-dashboard feature on, the user hides
// and reorders the cards (saved as a user option); the editor's code loads when it opens.
import { Button } from '@fleet/elements';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { charts } from '../screens.css';
import { PageHeader } from '../parts/PageHeader';
import { loadChunk } from '../../routing/lazy-chunk';
import { LazyConnectedDevicesChart, LazyTopFleetsChart } from './DashboardCharts';
import { wideCard } from './dashboard.css';
import type { DashboardCardId } from './dashboard-layout';
import { HeadlineCounts } from './HeadlineCounts';
import { OnboardingCue } from './OnboardingCue';
import { RecentUpdates } from './RecentUpdates';
import { useDashboardLayout } from './use-dashboard-layout';
import '../../i18n/messages/dashboard';

const DashboardCustomizer = lazy(async () => ({
  default: (await loadChunk(() => import('./DashboardCustomizer'))).DashboardCustomizer,
}));

function DashboardCard({ id }: { id: DashboardCardId }): ReactNode {
  const navigate = useNavigate();
  switch (id) {
    case 'counts':
      return (
        <div className={wideCard}>
          <HeadlineCounts />
        </div>
      );
    case 'topFleets':
      return (
        <LazyTopFleetsChart
          onFleetSelected={({ fleetId }) => void navigate(`/fleets/${encodeURIComponent(fleetId)}`)}
        />
      );
    case 'connectedDevices':
      return <LazyConnectedDevicesChart />;
    case 'activity':
      return (
        <div className={wideCard}>
          <RecentUpdates />
        </div>
      );
  }
}

export function DashboardScreen() {
  const t = useConsoleText();
  const layout = useDashboardLayout();
  const [customizing, setCustomizing] = useState(false);
  const editing = layout.customizable && customizing;
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.nav.dashboard')}
        actions={
          layout.customizable && (
            <Button aria-expanded={editing} onClick={() => setCustomizing(!customizing)}>
              {t(editing ? 'console.dashboard.customize.done' : 'console.dashboard.customize')}
            </Button>
          )
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <DashboardCustomizer layout={layout} />
        </Suspense>
      )}
      <OnboardingCue />
      <div className={charts}>
        {layout.cards
          .filter((card) => card.shown)
          .map((card) => (
            <DashboardCard key={card.id} id={card.id} />
          ))}
      </div>
    </section>
  );
}

export { DashboardScreen as Component };
