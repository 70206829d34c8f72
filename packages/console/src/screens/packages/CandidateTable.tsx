// The devices or fleets to install to, with checkboxes for choosing them.
import { DeviceStatusBadge, Table, type TableColumn } from '@fleet/elements';
import { useConsoleText } from '../../i18n';
import type { InstallTab } from './install-targets';
import { devicePath } from '../devices/device-path';
import { FleetLink } from '../fleets/FleetLink';
import { mono } from '../parts/parts.css';
import type { InstallCandidate } from './use-install-candidates';
import '../../i18n/messages/packages';

export interface CandidateTableProps {
  tab: InstallTab;
  rows: readonly InstallCandidate[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange(selected: ReadonlySet<string>): void;
}

export function CandidateTable({ tab, ...props }: CandidateTableProps) {
  const t = useConsoleText();
  const devices = tab === 'devices';
  const columns: TableColumn<InstallCandidate>[] = [
    {
      id: 'name',
      header: t(devices ? 'console.packages.deviceName' : 'console.packages.fleetName'),
      // A link, so a device or fleet can be checked in a new tab before installing to it.
      cell: (row) => (
        <FleetLink to={devices ? devicePath(row.id) : `/fleets/${encodeURIComponent(row.id)}`}>
          {row.name}
        </FleetLink>
      ),
    },
    {
      id: 'id',
      header: t(devices ? 'console.packages.deviceId' : 'console.packages.fleetId'),
      cell: (row) => <span className={mono}>{row.secondary}</span>,
    },
    ...(devices
      ? [
          {
            id: 'status',
            header: t('console.packages.deviceStatus'),
            cell: (row: InstallCandidate) =>
              row.status && <DeviceStatusBadge status={row.status} />,
          },
        ]
      : []),
  ];
  return (
    <Table
      label={t(devices ? 'console.packages.devicesTable' : 'console.packages.fleetsTable')}
      columns={columns}
      rows={props.rows}
      rowId={(row) => row.id}
      loading={props.loading}
      selectable
      selected={props.selected}
      onSelectionChange={props.onSelectionChange}
      empty={t(devices ? 'console.packages.noDevices' : 'console.packages.noFleets')}
    />
  );
}
