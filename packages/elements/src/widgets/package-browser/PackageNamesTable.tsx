// The page of package names (SPEC §3 Package name entry): name, type and component from the
// first hardware id, sources by friendly name, version count and the newest version's date.
import type { PackageRow } from '@fleet/sdk';
import { useFormatDateTime } from '../../i18n/format-date-time.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Table } from '../../primitives/table/Table.js';
import type { TableColumn } from '../../primitives/table/table-types.js';
import { mono, unbroken } from './PackageBrowser.css.js';
import { PACKAGE_BROWSER_TEXTS } from './package-browser-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(PACKAGE_BROWSER_TEXTS);

export interface PackageNamesTableProps {
  rows: readonly PackageRow[];
  loading: boolean;
  onOpen(row: PackageRow): void;
}

export function PackageNamesTable({ rows, loading, onOpen }: PackageNamesTableProps) {
  const t = useFormatMessage();
  const formatDateTime = useFormatDateTime();
  const columns: TableColumn<PackageRow>[] = [
    {
      id: 'name',
      header: t('ui.packages.name'),
      cell: (row) => <span className={unbroken}>{row.packageName}</span>,
    },
    {
      id: 'type',
      header: t('ui.packages.type'),
      cell: (row) => t(`ui.packageType.${row.packageType}`),
    },
    {
      id: 'component',
      header: t('ui.packages.component'),
      cell: (row) => <span className={`${mono} ${unbroken}`}>{row.hardwareIds.join(', ')}</span>,
    },
    { id: 'source', header: t('ui.packages.source'), cell: (row) => row.sources.join(', ') },
    {
      id: 'versions',
      header: t('ui.packages.versions'),
      cell: (row) => row.versions.length,
      align: 'end',
    },
    {
      id: 'lastVersionAt',
      header: t('ui.packages.lastVersionAt'),
      cell: (row) =>
        row.lastVersionAt ? (
          <span className={unbroken}>{formatDateTime(row.lastVersionAt)}</span>
        ) : (
          ''
        ),
    },
  ];
  return (
    <Table
      label={t('ui.packages.label')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.packageName}
      loading={loading}
      onRowActivate={onOpen}
      empty={<EmptyState title={t('ui.packages.noPackages')} />}
    />
  );
}
