// The versions of a package (SPEC §2 /packages/{name}): filename, hardware ids, format,
// created date, size and how many devices run each, with links to its details and to install it,
// and its deletion (packages:delete).
import {
  Button,
  type RightState,
  Table,
  type TableColumn,
  type TableSort,
  rightProps,
} from '@fleet/elements';
import type { Package } from '@fleet/sdk';
import { formatByteSize } from '@fleet/sdk/domain';
import { useConsoleLocale, useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { packagePaths } from './package-paths';
import { mono, rowActions } from '../parts/parts.css';
import { RouterLink } from './RouterLink';
import '../../i18n/messages/packages';

export interface VersionTableProps {
  name: string;
  versions: readonly Package[];
  counts: Readonly<Record<string, number>>;
  loading: boolean;
  sort: TableSort;
  onSortChange(sort: TableSort): void;
  /** True, false (not permitted) or undefined (rights not known yet). */
  mayDelete: RightState;
  mayInstall: RightState;
  onDelete(version: Package): void;
}

export function VersionTable(props: VersionTableProps) {
  const { name, counts, mayDelete, mayInstall, onDelete } = props;
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const formatDateTime = useFormatDateTime();
  const none = t('console.packages.unknown');
  const columns: TableColumn<Package>[] = [
    { id: 'version', header: t('console.packages.version'), cell: (p) => p.version },
    {
      id: 'Filename',
      header: t('console.packages.filename'),
      sortable: true,
      cell: (p) => <span className={mono}>{p.filename ?? none}</span>,
    },
    {
      id: 'hardwareIds',
      header: t('console.packages.component'),
      cell: (p) => p.hardwareIds?.join(', ') || none,
    },
    { id: 'format', header: t('console.packages.format'), cell: (p) => p.targetFormat ?? none },
    {
      id: 'CreatedAt',
      header: t('console.packages.createdAt'),
      sortable: true,
      cell: (p) => (p.createdAt ? formatDateTime(p.createdAt) : none),
    },
    {
      id: 'size',
      header: t('console.packages.size'),
      align: 'end',
      cell: (p) => formatByteSize(p.size, locale),
    },
    {
      id: 'installed',
      header: t('console.packages.installedCount'),
      align: 'end',
      cell: (p) => String(counts[p.packageId] ?? 0),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.packages.actions'),
      cell: (p) => (
        <div className={rowActions}>
          <RouterLink
            to={packagePaths.version(name, p.version)}
            label={t('console.packages.detailsOf', { version: p.version })}
          >
            {t('console.packages.details')}
          </RouterLink>
          <RouterLink
            to={packagePaths.install(name, p.version)}
            label={t('console.packages.installOf', { version: p.version })}
            notPermitted={mayInstall === 'denied'}
          >
            {t('console.packages.install')}
          </RouterLink>
          <Button
            size="sm"
            variant="negative"
            aria-label={t('console.packages.deleteOf', { version: p.version })}
            {...rightProps(mayDelete)}
            onClick={() => onDelete(p)}
          >
            {t('console.packages.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      label={t('console.packages.versionsTable', { name })}
      columns={columns}
      rows={props.versions}
      rowId={(p) => p.packageId}
      sort={props.sort}
      onSortChange={props.onSortChange}
      loading={props.loading}
      empty={t('console.packages.noVersions')}
    />
  );
}
