// The installed packages tab (SPEC §3): the OS, application, bootloader and subsystem packages
// the device runs, as the SDK derives them from what it reported.
import { EmptyState, Table, useSignalValue, type TableColumn } from '@fleet/elements';
import { packageSourceName } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import {
  installedPackageRows,
  installedRowId,
  type InstalledPackageRow,
} from './installed-package-rows';
import { Alert } from '../parts/Alert';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export function InstalledPackagesTab({ page }: { page: DevicePage }) {
  const t = useConsoleText();
  const { detail } = page;
  const rows = installedPackageRows({
    os: useSignalValue(detail.installedOsPackage),
    application: useSignalValue(detail.installedApplicationPackage),
    bootloader: useSignalValue(detail.installedBootloaderPackage),
    subsystems: useSignalValue(detail.installedSubsystemsPackages),
  });
  const loading = useSignalValue(detail.installedPackages.loading);
  const error = useSignalValue(detail.installedPackages.error);
  const columns: TableColumn<InstalledPackageRow>[] = [
    {
      id: 'kind',
      header: t('console.devices.packages.kind'),
      cell: (row) => t(`console.devices.packages.kind.${row.kind}`),
    },
    {
      id: 'name',
      header: t('console.devices.packages.name'),
      cell: (row) => row.installed.name,
    },
    {
      id: 'version',
      header: t('console.devices.packages.version'),
      cell: (row) => row.installed.version,
    },
    {
      id: 'component',
      header: t('console.devices.packages.component'),
      cell: (row) => <span className={mono}>{row.installed.component}</span>,
    },
    {
      id: 'source',
      header: t('console.devices.packages.source'),
      cell: (row) =>
        row.installed.found
          ? packageSourceName(row.installed.packageSource)
          : t('console.devices.packages.deviceOnly'),
    },
    {
      id: 'checksum',
      header: t('console.devices.packages.checksum'),
      cell: (row) => <span className={mono}>{row.installed.checksum.slice(0, 12)}</span>,
    },
  ];
  return (
    <>
      {error && (
        <Alert>{t('console.devices.packages.loadFailed', { reason: error.message })}</Alert>
      )}
      <Table
        label={t('console.devices.packages.table')}
        columns={columns}
        rows={rows}
        rowId={installedRowId}
        loading={loading && rows.length === 0}
        empty={<EmptyState title={t('console.devices.packages.none')} />}
      />
    </>
  );
}
