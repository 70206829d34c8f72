// SPEC §3 "Package type is classified by hardware id": the hardware a version is built for,
// each id with the package type it names (the compatibilities tab of its details).
import { Table, type TableColumn } from '@fleet/elements';
import type { Package } from '@fleet/sdk';
import { packageTypeOf } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import '../../i18n/messages/packages';

export function VersionCompatibilities({ version }: { version: Package }) {
  const t = useConsoleText();
  const columns: TableColumn<string>[] = [
    {
      id: 'hardwareId',
      header: t('console.packages.hardwareId'),
      cell: (id) => <span className={mono}>{id}</span>,
    },
    {
      id: 'packageType',
      header: t('console.packages.packageType'),
      cell: (id) => t(`console.packages.type.${packageTypeOf(id)}`),
    },
  ];
  return (
    <Table
      label={t('console.packages.compatibilitiesTable')}
      columns={columns}
      rows={version.hardwareIds ?? []}
      rowId={(id) => id}
      empty={t('console.packages.noHardwareIds')}
    />
  );
}
