// The devices of one page of a fleet: name (a link to the device), device id, update status and last seen, sortable
// by SPEC's fleet sort names, with selection for removing devices from the fleet.
import {
  DeviceStatusBadge,
  EmptyState,
  Table,
  type TableColumn,
  type TableSort,
} from '@fleet/elements';
import type { Device } from '@fleet/sdk';
import { FLEET_SORTS, type FleetSortBy } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { devicePath } from '../devices/device-path';
import { mono } from '../parts/parts.css';
import { FleetLink } from './FleetLink';
import '../../i18n/messages/fleets';

export interface FleetDevicesTableProps {
  devices: readonly Device[];
  loading: boolean;
  sort: TableSort;
  onSort(sortBy: FleetSortBy, direction: TableSort['direction']): void;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange(selected: ReadonlySet<string>): void;
  empty: string;
}

const isSortBy = (id: string): id is FleetSortBy => (FLEET_SORTS as readonly string[]).includes(id);

export function FleetDevicesTable(props: FleetDevicesTableProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const columns: TableColumn<Device>[] = [
    {
      id: 'Name',
      header: t('console.fleets.deviceName'),
      sortable: true,
      cell: (d) => <FleetLink to={devicePath(d.deviceUuid)}>{d.deviceName}</FleetLink>,
    },
    {
      id: 'deviceId',
      header: t('console.fleets.deviceId'),
      cell: (d) => <span className={mono}>{d.deviceId}</span>,
    },
    {
      id: 'status',
      header: t('console.fleets.deviceStatus'),
      cell: (d) => <DeviceStatusBadge status={d.deviceStatus} />,
    },
    {
      id: 'lastSeen',
      header: t('console.fleets.lastSeen'),
      cell: (d) =>
        d.lastSeen ? formatDateTime(d.lastSeen, 'relative') : t('console.fleets.never'),
    },
    {
      id: 'CreatedAt',
      header: t('console.fleets.createdAt'),
      sortable: true,
      cell: (d) => formatDateTime(d.createdAt),
    },
  ];
  return (
    <Table
      label={t('console.fleets.devicesTable')}
      columns={columns}
      rows={props.devices}
      rowId={(d) => d.deviceUuid}
      sort={props.sort}
      onSortChange={(sort) =>
        isSortBy(sort.columnId) && props.onSort(sort.columnId, sort.direction)
      }
      selectable={props.selectable}
      selected={props.selected}
      onSelectionChange={props.onSelectionChange}
      loading={props.loading && props.devices.length === 0}
      empty={<EmptyState title={props.empty} />}
    />
  );
}
