// How packages and their versions read in a table.
import type { Package, PackageNameEntry } from '@fleet/sdk';
import type { Column } from '../output';

export const PACKAGE_NAME_COLUMNS: readonly Column<PackageNameEntry>[] = [
  { header: 'Name', value: (p) => p.packageName },
  { header: 'Versions', value: (p) => p.versions.length },
  { header: 'Latest version at', value: (p) => p.lastVersionAt },
  { header: 'Hardware', value: (p) => p.hardwareIds.join(', ') },
  { header: 'Source', value: (p) => p.origins.join(', ') },
];

export const PACKAGE_VERSION_COLUMNS: readonly Column<Package>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Version', value: (p) => p.version },
  { header: 'Hardware', value: (p) => p.hardwareIds?.join(', ') },
  { header: 'Size', value: (p) => p.size },
  { header: 'Created', value: (p) => p.createdAt },
  { header: 'Package id', value: (p) => p.packageId },
];

export const PACKAGE_FIELDS: readonly Column<Package>[] = [
  ...PACKAGE_VERSION_COLUMNS,
  { header: 'Format', value: (p) => p.targetFormat },
  { header: 'File name', value: (p) => p.filename },
  { header: 'SHA-256', value: (p) => p.hashes.sha256 },
  { header: 'Source', value: (p) => p.packageSource },
  { header: 'Comment', value: (p) => p.comment },
];
