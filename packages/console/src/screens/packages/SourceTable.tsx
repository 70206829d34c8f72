// The package sources (SPEC §3 Trusted delegation): friendly name, id, when last fetched, its
// state (normal, refreshing, deleting) and last error, with view, refresh
// (packages:refreshDelegations) and delete (packages:manageDelegations), in the user's order.
import { Button, type RightState, Table, type TableColumn, rightProps } from '@fleet/elements';
import type { PackageSourceView } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { packagePaths } from './package-paths';
import { alert, mono, rowActions } from '../parts/parts.css';
import { RouterLink } from './RouterLink';
import { sourceFailure } from './packages.css';
import '../../i18n/messages/packages';

export interface SourceTableProps {
  sources: readonly PackageSourceView[];
  loading: boolean;
  mayRefresh: RightState;
  mayManage: RightState;
  onRefresh(source: PackageSourceView): void;
  onDelete(source: PackageSourceView): void;
  /** Moves a source up (−1) or down (+1) the user's order. */
  onMove(source: PackageSourceView, step: -1 | 1): void;
}

const STATE_TEXT = {
  normal: 'console.packages.stateNormal',
  refreshing: 'console.packages.stateRefreshing',
  deleting: 'console.packages.stateDeleting',
} as const;

export function SourceTable(props: SourceTableProps) {
  const { mayRefresh, mayManage } = props;
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const columns: TableColumn<PackageSourceView>[] = [
    { id: 'friendlyName', header: t('console.packages.sourceName'), cell: (s) => s.friendlyName },
    {
      id: 'name',
      header: t('console.packages.sourceId'),
      cell: (s) => <span className={mono}>{s.name}</span>,
    },
    {
      id: 'lastFetched',
      header: t('console.packages.lastFetched'),
      cell: (s) =>
        s.lastFetched ? formatDateTime(s.lastFetched) : t('console.packages.neverFetched'),
    },
    {
      id: 'state',
      header: t('console.packages.sourceState'),
      cell: (s) =>
        s.error && s.state === 'normal' ? (
          <span className={`${alert} ${sourceFailure}`}>
            {t('console.packages.sourceError', { error: s.error })}
          </span>
        ) : (
          t(STATE_TEXT[s.state])
        ),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.packages.actions'),
      cell: (s) => (
        <div className={rowActions}>
          <Button
            size="sm"
            aria-label={t('console.packages.moveUp', { name: s.friendlyName })}
            disabled={s === props.sources[0]}
            onClick={() => props.onMove(s, -1)}
          >
            {t('console.packages.up')}
          </Button>
          <Button
            size="sm"
            aria-label={t('console.packages.moveDown', { name: s.friendlyName })}
            disabled={s === props.sources.at(-1)}
            onClick={() => props.onMove(s, 1)}
          >
            {t('console.packages.down')}
          </Button>
          <RouterLink
            to={packagePaths.source(s.name)}
            label={t('console.packages.viewOf', { name: s.friendlyName })}
          >
            {t('console.packages.details')}
          </RouterLink>
          <Button
            size="sm"
            aria-label={t('console.packages.refreshOf', { name: s.friendlyName })}
            {...rightProps(mayRefresh, s.state !== 'normal')}
            onClick={() => props.onRefresh(s)}
          >
            {t('console.packages.refresh')}
          </Button>
          <Button
            size="sm"
            variant="negative"
            aria-label={t('console.packages.deleteSourceOf', { name: s.friendlyName })}
            {...rightProps(mayManage, s.state !== 'normal')}
            onClick={() => props.onDelete(s)}
          >
            {t('console.packages.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      label={t('console.packages.sourcesTable')}
      columns={columns}
      rows={props.sources}
      rowId={(s) => s.name}
      loading={props.loading}
      empty={t('console.packages.noSources')}
    />
  );
}
