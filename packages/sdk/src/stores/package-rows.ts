// The rows of the package list (SPEC §3 Package name entry "Derived packageType and source",
// §9 package filters). The API filters names by text, hardware id and source; the package type
// comes from the first hardware id, and "installed on my devices" and "has known CVEs" need
// other calls, so those filters are applied here over every matching name.
import type { PackageFilter } from '../domain/package-filters';
import { packageSourceName } from '../domain/package-sources';
import { packageTypeOfHardwareIds, type PackageType } from '../domain/package-type';
import type { FleetSdk } from '../fleet';
import type { PackageNameEntry } from '../resources/packages';

/** A package name as the list shows it. */
export interface PackageRow extends PackageNameEntry {
  /** From the first hardware id (SPEC §3). */
  packageType: PackageType;
  /** The names of its sources, e.g. 'My Packages', 'Toradex LTS'. */
  sources: string[];
}

export function packageRow(entry: PackageNameEntry): PackageRow {
  return {
    ...entry,
    packageType: packageTypeOfHardwareIds(entry.hardwareIds),
    sources: entry.origins.map((origin) => packageSourceName(origin)),
  };
}

/** The package id of a version: `{name}-{version}` (openapi Package.packageId). */
export const packageIdOf = (name: string, version: string): string => `${name}-${version}`;

export interface RowFilterDeps {
  fleet: Pick<FleetSdk, 'devices'>;
  /** The names of packages with known CVEs. */
  knownCvePackageNames: () => Promise<ReadonlySet<string>>;
}

/** The rows a type and a package filter keep, in the order given. */
export async function filterRows(
  rows: readonly PackageRow[],
  type: PackageType | undefined,
  filter: PackageFilter | undefined,
  deps: RowFilterDeps,
): Promise<PackageRow[]> {
  let kept = rows.filter((row) => {
    const wanted = type ?? filter?.packageType;
    return wanted === undefined || row.packageType === wanted;
  });
  if (filter?.installedOnDevices) {
    const targetNames = kept.flatMap((row) =>
      row.versions.map((version) => packageIdOf(row.packageName, version)),
    );
    const counts =
      targetNames.length === 0
        ? {}
        : (await deps.fleet.devices.countInstalledPackages({ targetNames })).targetNames;
    kept = kept.filter((row) =>
      row.versions.some((version) => (counts[packageIdOf(row.packageName, version)] ?? 0) > 0),
    );
  }
  if (filter?.withKnownCves) {
    const names = await deps.knownCvePackageNames();
    kept = kept.filter((row) => names.has(row.packageName));
  }
  return kept;
}

/**
 * The default source of "known CVEs": the packages whose published SBOM (CycloneDX) lists
 * vulnerabilities. The API has no CVE list of its own; an integrator with one passes it to
 * the packages store instead.
 */
export function sbomKnownCves(fleet: Pick<FleetSdk, 'public'>): () => Promise<Set<string>> {
  return async () => {
    const versions = await fleet.public.listSbomVersions();
    const documents = await Promise.all(
      versions.map(async (version) => ({
        name: version.name,
        document: await fleet.public.getSbom(version.sbomId),
      })),
    );
    return new Set(
      documents
        .filter(({ document }) => {
          const vulnerabilities = document.vulnerabilities;
          return Array.isArray(vulnerabilities) && vulnerabilities.length > 0;
        })
        .map(({ name }) => name),
    );
  };
}
