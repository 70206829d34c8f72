import type { components } from '@fleet/sdk';
import type { SqlRow } from '../db/database.js';
import { integer, optionalText, stringList, text } from './rows.js';

export type TargetFormat = components['schemas']['PackageTargetFormat'];

/** One version of a package (SPEC §3 Package) as stored. */
export interface StoredPackage {
  /** `{name}-{version}`: the target name. */
  packageId: string;
  name: string;
  version: string;
  hardwareIds: string[];
  targetFormat: TargetFormat;
  filename: string;
  sha256: string;
  size: number;
  /** 'targets.json' for the user's own packages, else the package source's name. */
  packageSource: string;
  uri: string | null;
  comment: string | null;
  /** Free-form metadata; undefined when there is none. */
  proprietaryMeta: unknown;
  createdAt: string;
}

/** The columns toPackage reads, over `packages p`. */
export const COLUMNS = `p.package_id, p.name, p.version, p.hardware_ids, p.target_format, p.filename,
  p.sha256, p.size, p.package_source, p.uri, p.comment, p.proprietary_meta, p.created_at`;

export function toPackage(row: SqlRow): StoredPackage {
  const meta = optionalText(row, 'proprietary_meta');
  return {
    packageId: text(row, 'package_id'),
    name: text(row, 'name'),
    version: text(row, 'version'),
    hardwareIds: stringList(row, 'hardware_ids'),
    targetFormat: text(row, 'target_format') === 'OSTREE' ? 'OSTREE' : 'BINARY',
    filename: text(row, 'filename'),
    sha256: text(row, 'sha256'),
    size: integer(row, 'size'),
    packageSource: text(row, 'package_source'),
    uri: optionalText(row, 'uri'),
    comment: optionalText(row, 'comment'),
    proprietaryMeta: meta === null ? undefined : JSON.parse(meta),
    createdAt: text(row, 'created_at'),
  };
}
