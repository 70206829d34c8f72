// The dashboard's recent update activity: the newest updates pending or in progress, each
// device a link to its update history. Live through the query cache. The table's code loads
// beside the data (ActivityTable.tsx), its place held by placeholder rows meanwhile.
import { Skeleton, useFleet, useQuery } from '@fleet/elements';
import { recentUpdateActivity } from '@fleet/sdk';
import { lazy, Suspense } from 'react';
import { useConsoleText } from '../../i18n';
import { loadChunk } from '../../routing/lazy-chunk';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { section, subheading } from '../parts/parts.css';
import '../../i18n/messages/dashboard';

const ActivityTable = lazy(async () => ({
  default: (await loadChunk(() => import('./ActivityTable'))).ActivityTable,
}));

/** What the table shows while it loads: its header's and three rows' height. */
const placeholder = <Skeleton shape="rect" height="10rem" />;

export function RecentUpdates() {
  const t = useConsoleText();
  const { sdk } = useFleet();
  const activity = useQuery(recentUpdateActivity(sdk));
  return (
    <section className={section} aria-labelledby="dashboard-activity">
      <h2 id="dashboard-activity" className={subheading}>
        {t('console.dashboard.activity')}
      </h2>
      {activity.error && (
        <Alert>
          {t('console.dashboard.activity.failed', { reason: errorText(activity.error) })}
        </Alert>
      )}
      <Suspense fallback={placeholder}>
        <ActivityTable
          rows={activity.data ?? []}
          loading={activity.loading && activity.data === undefined}
        />
      </Suspense>
    </section>
  );
}
