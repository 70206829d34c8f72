// The packages store (SPEC §2 /packages and /packages/{name}, §3 Package and Package upload,
// §4 "TufTargetAdded reloads the package list", §9 package filters, page size and the 100 ms
// refresh debounce): the package name list by search, type, component, source and filter; the
// versions of one package with how many devices run each; and the upload with its progress.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { PACKAGES_PAGE_SIZE, PACKAGES_REFRESH_DEBOUNCE_MS } from '../domain/constants';
import { isFeatureIdEnabled, type FeatureId } from '../domain/features';
import type { PackageNameSortBy, SortDirection } from '../domain/list-queries';
import { availablePackageFilters, type PackageFilter } from '../domain/package-filters';
import { PACKAGE_TYPES, type PackageType } from '../domain/package-type';
import { FleetValidationError, validatePackageNameListQuery } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { Page } from '../resources/support/paginate';
import type { PackagePage, PackageNamesQuery, PackageVersionsQuery } from '../resources/packages';
import {
  filterRows,
  packageIdOf,
  packageRow,
  sbomKnownCves,
  type PackageRow,
} from './package-rows';
import { createPackageUpload } from './package-upload';
import { asyncState } from './support/async-state';
import { debounce } from './support/debounce';
import { realScheduler, type Scheduler } from './support/scheduler';

export { type PackageRow } from './package-rows';

/** The package list's state, as the /packages URL holds it (SPEC §2). */
export interface PackageListQuery {
  /** A part of the name. */
  search?: string;
  /** The package type, from the first hardware id. */
  type?: PackageType;
  /** A hardware id. */
  component?: string;
  /** A package source id, e.g. 'targets.json' or 'tdx-lts'. */
  source?: string;
  /** A package filter id of SPEC §9 (domain/package-filters). */
  filter?: string;
  offset?: number;
  limit?: number;
  sortBy?: PackageNameSortBy;
  sortDirection?: SortDirection;
}

export interface PackagesStoreDeps {
  fleet: Pick<FleetSdk, 'packages' | 'devices' | 'public'>;
  scheduler?: Scheduler;
  /** Which features are on (the feature flags store); default the registry's defaults. */
  features?: { isEnabled(id: FeatureId): boolean };
  /**
   * Subscribes to the live channel's TufTargetAdded events; the list reloads on each. The
   * live client may call `reload()` instead.
   */
  onTufTargetAdded?: (listener: () => void) => () => void;
  /** The names of packages with known CVEs; default: published SBOMs that list vulnerabilities. */
  knownCvePackageNames?: () => Promise<ReadonlySet<string>>;
  initialQuery?: PackageListQuery;
}

export type PackagesStore = ReturnType<typeof createPackagesStore>;

const DEFAULT_FEATURES = {
  isEnabled: (id: FeatureId) =>
    isFeatureIdEnabled(id, { isAdmin: false, betaEnabled: false, flags: {} }),
};

/** Fields that choose which packages are listed: a change goes back to the first page. */
const SELECTING: readonly (keyof PackageListQuery)[] = [
  'search',
  'type',
  'component',
  'source',
  'filter',
  'sortBy',
  'sortDirection',
];

export function createPackagesStore(deps: PackagesStoreDeps) {
  const { fleet } = deps;
  const scheduler = deps.scheduler ?? realScheduler;
  const features = deps.features ?? DEFAULT_FEATURES;
  const knownCves = deps.knownCvePackageNames ?? sbomKnownCves(fleet);

  const query = signal<PackageListQuery>({ ...deps.initialQuery });
  const page = asyncState<Page<PackageRow>>();
  const versions = asyncState<PackagePage>();
  const counts = asyncState<Readonly<Record<string, number>>>();
  const selectedName = signal<string | undefined>(undefined);
  let versionsQuery: PackageVersionsQuery = {};

  const filters = computed(() => availablePackageFilters((id) => features.isEnabled(id)));

  function filterOf(id: string | undefined): PackageFilter | undefined {
    if (id === undefined || id === '') return undefined;
    const found = filters.value.find((f) => f.id === id);
    // Also an unavailable one: the CVE filter without the cve-management feature.
    if (!found) throw new FleetValidationError('filter.invalidKey');
    return found;
  }

  function validate(q: PackageListQuery): void {
    if (q.type !== undefined && !PACKAGE_TYPES.includes(q.type))
      throw new FleetValidationError('validation.notOneOf', {
        field: 'type',
        allowed: PACKAGE_TYPES.join(', '),
      });
    filterOf(q.filter);
    validatePackageNameListQuery({
      offset: q.offset,
      limit: q.limit,
      sortBy: q.sortBy,
      sortDirection: q.sortDirection,
    });
  }

  async function fetchPage(q: PackageListQuery, signal: AbortSignal): Promise<Page<PackageRow>> {
    const filter = filterOf(q.filter);
    const offset = q.offset ?? 0;
    const limit = q.limit ?? PACKAGES_PAGE_SIZE;
    const names: PackageNamesQuery = {
      ...(q.search && { nameContains: q.search }),
      ...(q.component && { hardwareIds: [q.component] }),
      ...(q.source && { packageSource: [q.source] }),
      ...(q.sortBy && { sortBy: q.sortBy }),
      ...(q.sortDirection && { sortDirection: q.sortDirection }),
    };
    if (!q.type && !filter) {
      const answer = await fleet.packages.listPackageNames({ ...names, offset, limit }, { signal });
      return { ...answer, values: answer.values.map(packageRow) };
    }
    // Type and filters are not server-side: every matching name is read, then paged here.
    const rows: PackageRow[] = [];
    for await (const entry of fleet.packages.iteratePackageNames(names, { signal }))
      rows.push(packageRow(entry));
    const kept = await filterRows(rows, q.type, filter, {
      fleet,
      knownCvePackageNames: knownCves,
    });
    return { values: kept.slice(offset, offset + limit), total: kept.length, offset, limit };
  }

  const loadPage = () => page.run((signal) => fetchPage(query.peek(), signal));

  async function loadVersions(): Promise<void> {
    const name = selectedName.peek();
    if (name === undefined) return;
    const found = await versions.run((signal) =>
      fleet.packages.listPackageVersions(name, versionsQuery, { signal }),
    );
    const targetNames = found.values.map((p) => packageIdOf(p.name, p.version));
    await counts.run(async () =>
      targetNames.length === 0
        ? {}
        : (await fleet.devices.countInstalledPackages({ targetNames })).targetNames,
    );
  }

  // Failures stay in the error signals; the debounced path has no caller to reject to.
  const refresh = debounce(
    () => {
      loadPage().catch(() => undefined);
      loadVersions().catch(() => undefined);
    },
    PACKAGES_REFRESH_DEBOUNCE_MS,
    scheduler,
  );

  async function reload(): Promise<void> {
    refresh.cancel();
    await Promise.all([loadPage(), loadVersions()]);
  }

  const upload = createPackageUpload({ fleet, onUploaded: () => refresh() });
  const stopLive = deps.onTufTargetAdded?.(() => refresh());

  return {
    query: query as ReadonlySignal<PackageListQuery>,
    /** The current page of package names. */
    page: page.data,
    loading: page.loading,
    error: page.error,
    /** The package filters to offer: the CVE one only with the cve-management feature. */
    filters,

    /** Changes the list; a change of what is listed goes back to the first page. Debounced. */
    setQuery(change: PackageListQuery): void {
      const next = { ...query.peek(), ...change };
      const selects = SELECTING.some((key) => key in change && change[key] !== query.peek()[key]);
      if (selects && !('offset' in change)) next.offset = 0;
      validate(next);
      query.value = next;
      refresh();
    },

    /** Loads the list (and the selected package's versions) now. */
    load: reload,
    /** Reloads now; the live channel calls it on TufTargetAdded. */
    reload,
    /** Reloads after 100 ms of quiet (SPEC §9), however often asked. */
    refresh: (): void => refresh(),

    /** The package whose versions are shown. */
    selectedName: selectedName as ReadonlySignal<string | undefined>,
    /** Its versions, newest first by default (SPEC §9 versions helper). */
    versions: versions.data,
    versionsLoading: versions.loading,
    versionsError: versions.error,
    /** How many devices run each version, by package id. */
    installedCounts: computed(() => counts.data.value ?? {}),
    /** Why the installed counts could not be read (the versions still show). */
    installedCountsError: counts.error,

    /** Shows the versions of a package (with the installed count of each). */
    selectPackage(name: string, query: PackageVersionsQuery = {}): Promise<void> {
      batch(() => {
        selectedName.value = name;
        versionsQuery = query;
        versions.set(undefined);
        counts.set(undefined);
      });
      return loadVersions();
    },

    /** The upload: `start`, `abort`, and its `state` with `percentCompleted`. */
    upload,

    dispose(): void {
      refresh.cancel();
      stopLive?.();
      upload.abort();
      page.abort();
      versions.abort();
    },
  };
}
