// The packages of one offline update: name, version and the target components each installs on.
import { Table, type TableColumn } from '@fleet/elements';
import type { LockboxPackage } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import '../../i18n/messages/lockboxes';

export function LockboxPackages({ packages }: { packages: readonly LockboxPackage[] }) {
  const t = useConsoleText();
  const columns: TableColumn<LockboxPackage>[] = [
    {
      id: 'name',
      header: t('console.lockboxes.packageName'),
      cell: (pkg) => pkg.name ?? <span className={mono}>{pkg.packageId}</span>,
    },
    {
      id: 'version',
      header: t('console.lockboxes.packageVersion'),
      cell: (pkg) => pkg.version ?? '–',
    },
    {
      id: 'components',
      header: t('console.lockboxes.components'),
      cell: (pkg) => (pkg.hardwareIds.length === 0 ? '–' : pkg.hardwareIds.join(', ')),
    },
  ];
  return (
    <Table
      label={t('console.lockboxes.packages')}
      columns={columns}
      rows={packages}
      rowId={(pkg) => pkg.packageId}
      empty={t('console.lockboxes.noPackages')}
    />
  );
}
