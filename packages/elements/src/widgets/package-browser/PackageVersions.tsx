// The versions of the open package (SPEC §2 /packages/{name}, §9 versions helper: 50 per page,
// newest first) with its size and how many devices run each (the installed count).
import type { Package, PackagesStore } from '@fleet/sdk';
import { formatByteSize } from '@fleet/sdk/domain';
import { useContext } from 'react';
import { useFormatDateTime } from '../../i18n/format-date-time.js';
import { LocaleContext, useFormatMessage } from '../../i18n/format-message.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Pagination } from '../../primitives/pagination/Pagination.js';
import { Table } from '../../primitives/table/Table.js';
import { useLandmarkName } from '../../root/landmark-name.js';
import type { TableColumn } from '../../primitives/table/table-types.js';
import { heading, mono, versionsPanel } from './PackageBrowser.css.js';
import { useSignalValue } from '../../connection/signals.js';
import { PACKAGE_BROWSER_TEXTS } from './package-browser-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(PACKAGE_BROWSER_TEXTS);

export interface VersionSelected {
  packageId: string;
  name: string;
  version: string;
  installedCount: number;
}

export interface PackageVersionsProps {
  store: PackagesStore;
  name: string;
  onVersionSelected?(detail: VersionSelected): void;
}

export function PackageVersions({ store, name, onVersionSelected }: PackageVersionsProps) {
  const t = useFormatMessage();
  const landmarkName = useLandmarkName(name);
  const formatDateTime = useFormatDateTime();
  const locale = useContext(LocaleContext) ?? 'en-US';
  const page = useSignalValue(store.versions);
  const loading = useSignalValue(store.versionsLoading);
  const counts = useSignalValue(store.installedCounts);
  const installed = (version: Package) => counts[version.packageId] ?? 0;
  const columns: TableColumn<Package>[] = [
    { id: 'version', header: t('ui.packages.version'), cell: (v) => v.version },
    {
      id: 'component',
      header: t('ui.packages.component'),
      cell: (v) => <span className={mono}>{(v.hardwareIds ?? []).join(', ')}</span>,
    },
    {
      id: 'createdAt',
      header: t('ui.packages.createdAt'),
      cell: (v) => (v.createdAt ? formatDateTime(v.createdAt) : ''),
    },
    {
      id: 'size',
      header: t('ui.packages.size'),
      cell: (v) => formatByteSize(v.size, locale),
      align: 'end',
    },
    {
      id: 'installed',
      header: t('ui.packages.installedOn'),
      cell: (v) => installed(v),
      align: 'end',
    },
  ];
  return (
    <section className={versionsPanel} part="versions" aria-label={landmarkName}>
      <h2 className={heading}>{t('ui.packages.versionsOf', { name })}</h2>
      <Table
        label={t('ui.packages.versionsOf', { name })}
        columns={columns}
        rows={page?.values ?? []}
        rowId={(v) => v.packageId}
        loading={loading}
        onRowActivate={(v) =>
          onVersionSelected?.({
            packageId: v.packageId,
            name: v.name,
            version: v.version,
            installedCount: installed(v),
          })
        }
        empty={<EmptyState title={t('ui.packages.noVersions')} />}
      />
      {page && page.total > page.limit && (
        <Pagination
          offset={page.offset}
          limit={page.limit}
          total={page.total}
          pageSizes={[50]}
          onChange={({ offset, limit }) =>
            store.selectPackage(name, { offset, limit }).catch(() => undefined)
          }
        />
      )}
    </section>
  );
}
