// The fleets of one page (SPEC §3 Fleet): name linking to the fleet, id, device count and
// creation date, sortable by SPEC's fleet sort names, each with its Delete action.
import {
  Button,
  EmptyState,
  type RightState,
  Table,
  type TableColumn,
  type TableSort,
  rightProps,
} from '@fleet/elements';
import type { Fleet, FleetDeviceCounts } from '@fleet/sdk';
import { FLEET_SORTS, type FleetSortBy } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { fleetPaths } from './fleet-paths';
import { FleetLink } from './FleetLink';
import { mono } from '../parts/parts.css';
import '../../i18n/messages/fleets';

export interface FleetTableProps {
  fleets: readonly Fleet[];
  counts: FleetDeviceCounts | undefined;
  loading: boolean;
  sort: TableSort;
  onSort(sortBy: FleetSortBy, direction: TableSort['direction']): void;
  deleting: ReadonlySet<string>;
  /** undefined while the rights are not known: the action waits. */
  mayDelete: RightState;
  onDelete(fleet: Fleet): void;
  empty: string;
}

const isSortBy = (id: string): id is FleetSortBy => (FLEET_SORTS as readonly string[]).includes(id);

export function FleetTable(props: FleetTableProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const columns: TableColumn<Fleet>[] = [
    {
      id: 'Name',
      header: t('console.fleets.name'),
      sortable: true,
      cell: (fleet) => <FleetLink to={fleetPaths.overview(fleet.id)}>{fleet.name}</FleetLink>,
    },
    {
      id: 'Id',
      header: t('console.fleets.id'),
      sortable: true,
      cell: (fleet) => <span className={mono}>{fleet.id}</span>,
    },
    {
      id: 'devices',
      header: t('console.fleets.devices'),
      align: 'end',
      cell: (fleet) => props.counts?.[fleet.id] ?? '–',
    },
    {
      id: 'CreatedAt',
      header: t('console.fleets.createdAt'),
      sortable: true,
      cell: (fleet) => formatDateTime(fleet.createdAt),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.fleets.actions'),
      cell: (fleet) => (
        <Button
          size="sm"
          variant="negative"
          aria-label={t('console.fleets.deleteNamed', { name: fleet.name })}
          {...rightProps(props.mayDelete, props.deleting.has(fleet.id))}
          onClick={() => props.onDelete(fleet)}
        >
          {t('console.fleets.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      label={t('console.fleets.table')}
      columns={columns}
      rows={props.fleets}
      rowId={(fleet) => fleet.id}
      sort={props.sort}
      onSortChange={(sort) =>
        isSortBy(sort.columnId) && props.onSort(sort.columnId, sort.direction)
      }
      loading={props.loading && props.fleets.length === 0}
      empty={<EmptyState title={props.empty} />}
    />
  );
}
