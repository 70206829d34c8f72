// The dashboard's headline counts (SPEC §2 /): each a link to the device list filtered as it
// counts, live through the query cache (a status change, a new or deleted device refetches).
import { Skeleton, useFleet, useQuery } from '@fleet/elements';
import { headlineCount } from '@fleet/sdk';
import type { HeadlineCountId } from '@fleet/sdk/domain';
import type { ReactNode } from 'react';
import { useConsoleText, type ConsoleTextId } from '../../i18n';
import { FleetLink } from '../fleets/FleetLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { card, countLabel, countLinks, countValue, counts } from './dashboard.css';
import { headlineCountHref } from './headline-links';
import '../../i18n/messages/dashboard';

function useCount(id: HeadlineCountId) {
  const { sdk } = useFleet();
  return useQuery(headlineCount(sdk, id));
}

/** A count; its label and number are one link when the count has one filter. */
function CountCard(props: { label: string; value: ReactNode; to?: string; links?: ReactNode }) {
  const body = (
    <>
      <span className={countLabel}>{props.label}</span>
      <span className={countValue}>{props.value}</span>
    </>
  );
  return (
    <li className={card}>
      {props.to ? <FleetLink to={props.to}>{body}</FleetLink> : body}
      {props.links && <div className={countLinks}>{props.links}</div>}
    </li>
  );
}

const shown = (count: number | undefined) => count ?? <Skeleton width="3ch" />;

export function HeadlineCounts() {
  const t = useConsoleText();
  const total = useCount('total');
  const online = useCount('online');
  const offline = useCount('offline');
  const failed = useCount('updateFailed');
  const pending = useCount('updatePending');
  const inProgress = useCount('updateInProgress');
  const neverSeen = useCount('neverSeen');
  const error = [total, online, offline, failed, pending, inProgress, neverSeen].find(
    (count) => count.error,
  )?.error;
  const single = (id: HeadlineCountId, labelId: ConsoleTextId, count?: number) => (
    <CountCard key={id} label={t(labelId)} value={shown(count)} to={headlineCountHref(id)} />
  );
  const both =
    pending.data === undefined || inProgress.data === undefined
      ? undefined
      : pending.data + inProgress.data;
  return (
    <>
      {error && <Alert>{t('console.dashboard.countFailed', { reason: errorText(error) })}</Alert>}
      <ul className={counts} aria-label={t('console.dashboard.counts')}>
        {single('total', 'console.dashboard.count.total', total.data)}
        {single('online', 'console.dashboard.count.online', online.data)}
        {single('offline', 'console.dashboard.count.offline', offline.data)}
        {single('updateFailed', 'console.dashboard.count.updateFailed', failed.data)}
        <CountCard
          label={t('console.dashboard.count.updatePendingOrInProgress')}
          value={shown(both)}
          links={
            <>
              <FleetLink to={headlineCountHref('updatePending')}>
                {t('console.dashboard.count.pending', { count: pending.data ?? '…' })}
              </FleetLink>
              <FleetLink to={headlineCountHref('updateInProgress')}>
                {t('console.dashboard.count.inProgress', { count: inProgress.data ?? '…' })}
              </FleetLink>
            </>
          }
        />
        {single('neverSeen', 'console.dashboard.count.neverSeen', neverSeen.data)}
      </ul>
    </>
  );
}
