import type { components } from '@fleet/sdk';
import { sbomUrlOf } from '../seed/sboms.js';
import type { PackageName, StoredPackage } from '../store/packages.js';
import { plainFileName } from './file-names.js';

type Schemas = components['schemas'];

/** The wire shape of a package version (openapi/schemas/packages.yaml#/Package). */
export function packageBody(pkg: StoredPackage): Schemas['Package'] {
  const sbomUrl = sbomUrlOf(pkg.name, pkg.version);
  return {
    packageId: pkg.packageId,
    name: pkg.name,
    version: pkg.version,
    hardwareIds: pkg.hardwareIds,
    targetFormat: pkg.targetFormat,
    filename: pkg.filename,
    createdAt: pkg.createdAt,
    hashes: { sha256: pkg.sha256 },
    size: pkg.size,
    packageSource: pkg.packageSource,
    ...(pkg.uri !== null && { uri: pkg.uri }),
    ...(pkg.comment !== null && { comment: pkg.comment }),
    ...(pkg.proprietaryMeta !== undefined && { proprietaryMeta: pkg.proprietaryMeta }),
    ...(sbomUrl && { sbomUrl }),
  };
}

/** The wire shape of a package name (openapi/schemas/packages.yaml#/PackageNameEntry). */
export function packageNameBody(entry: PackageName): Schemas['PackageNameEntry'] {
  return { ...entry };
}

/**
 * `attachment` with the file name (never a path), plain ASCII where it can be and RFC
 * 5987-encoded beside it.
 */
export function attachment(filename: string): string {
  const name = plainFileName(filename);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
