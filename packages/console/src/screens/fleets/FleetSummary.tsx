// What a fleet's page says about it (SPEC §3 Fleet): id, creation date, device count and how
// its devices split by update status (the fleet's devices-stats).
import { DeviceStatusBadge } from '@fleet/elements';
import type { Fleet, FleetDeviceStats } from '@fleet/sdk';
import { DEVICE_STATUSES } from '@fleet/sdk/domain';
import type { ReactNode } from 'react';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { mono } from '../parts/parts.css';
import { subtitle, summary, summaryItem, summaryTerm, summaryValue } from './fleets.css';
import '../../i18n/messages/fleets';

export interface FleetSummaryProps {
  fleet: Fleet;
  stats: FleetDeviceStats | undefined;
}

export function FleetSummary({ fleet, stats }: FleetSummaryProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const items: Array<{ term: string; value: ReactNode }> = [
    { term: t('console.fleets.id'), value: <span className={mono}>{fleet.id}</span> },
    { term: t('console.fleets.createdAt'), value: formatDateTime(fleet.createdAt) },
    { term: t('console.fleets.fleetType'), value: fleet.fleetType },
    { term: t('console.fleets.deviceCount'), value: stats?.total ?? '–' },
  ];
  return (
    <>
      <dl className={summary}>
        {items.map(({ term, value }) => (
          <div key={term} className={summaryItem}>
            <dt className={summaryTerm}>{term}</dt>
            <dd className={summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {stats && <h2 className={subtitle}>{t('console.fleets.stats')}</h2>}
      {stats && (
        <dl className={summary}>
          {DEVICE_STATUSES.map((status) => (
            <div key={status} className={summaryItem}>
              <dt className={summaryTerm}>
                <DeviceStatusBadge status={status} />
              </dt>
              <dd className={summaryValue}>{stats.statuses[status]}</dd>
            </div>
          ))}
          <div className={summaryItem}>
            <dt className={summaryTerm}>{t('console.fleets.hibernated')}</dt>
            <dd className={summaryValue}>{stats.hibernated}</dd>
          </div>
        </dl>
      )}
    </>
  );
}
