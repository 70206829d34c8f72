// Packages (SPEC §3 Package, Package name entry, Package upload; §5 package list and upload
// rules; §7 Packages; §9 page sizes, sorts and URL batching): how package versions and names
// are listed, uploaded with progress, edited, deleted and downloaded.
import type { FleetClient } from '../api/client';
import type { components, operations } from '../api/schema';
import {
  CHARS_PER_DEVICE_ID,
  CHARS_PER_HASH,
  DEFAULT_TARGET_FORMAT,
  PACKAGE_NAMES_HELPER_DEFAULT_SORT,
  PACKAGE_NAMES_HELPER_PAGE_SIZE,
  PACKAGES_DEFAULT_SORT,
  PACKAGES_PAGE_SIZE,
  URL_LIMIT,
  URL_RESERVE,
  VERSIONS_HELPER_DEFAULT_SORT,
  VERSIONS_HELPER_PAGE_SIZE,
} from '../domain/constants';
import type { ListSort, PackageVersionSortBy, SortDirection } from '../domain/list-queries';
import { batchByUrlLength } from '../domain/url-batching';
import {
  FleetValidationError,
  requireNonEmptyString,
  validatePackageNameListQuery,
  validatePackageUpload,
  validatePackageVersionListQuery,
} from '../domain/validation';
import { batched, type BatchedOptions } from './support/batched';
import { downloadBlob, type DownloadedFile } from './support/download';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';
import { uploadWithProgress, type UploadBody, type UploadProgress } from './support/upload';

type Schemas = components['schemas'];
export type Package = Schemas['Package'];
export type PackagePage = Schemas['PackagePage'];
export type PackageNameEntry = Schemas['PackageNameEntry'];
export type PackageNameEntryPage = Schemas['PackageNameEntryPage'];
export type PackageEdit = Schemas['PackageEdit'];
export type PackageTargetFormat = Schemas['PackageTargetFormat'];

type PackagesParams = NonNullable<operations['listPackages']['parameters']['query']>;
type PackageNamesParams = NonNullable<operations['listPackageNames']['parameters']['query']>;

/**
 * GET /packages (package versions). `hashes` and `packageIds` may be long: they are split
 * into the fewest requests whose URLs fit (SPEC §9). sortBy is Filename or CreatedAt, and
 * sortDirection only comes with sortBy (SPEC §5).
 */
export type PackagesQuery = Omit<PackagesParams, 'sortBy'> & { sortBy?: PackageVersionSortBy };
/** GET /packages-grouped (package names). sortBy is Name or LastVersionAt (SPEC §5). */
export type PackageNamesQuery = PackageNamesParams;
/** The versions of one package (the versions helper). */
export type PackageVersionsQuery = Omit<PackagesQuery, 'name'>;

/** A query for the iterators, which page by themselves. */
export type Unpaged<Q> = Omit<Q, 'offset' | 'limit'>;

export interface PackageUpload {
  /** The file: a Blob/File (in Node `fs.openAsBlob(path)`) or bytes in memory. */
  file: UploadBody;
  name: string;
  version: string;
  /** The hardware ids (components) the package is built for; the first names its type. */
  hardwareIds: readonly string[];
  /** Default BINARY (SPEC §9). */
  targetFormat?: PackageTargetFormat;
}

export interface PackageUploadOptions {
  /** Called as bytes go out: `{ loaded, total, percentCompleted }`. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the call rejects with the AbortError. */
  signal?: AbortSignal;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Characters budgeted per package id in a URL. SPEC §9 names no width for package ids, so
 * they get a device id's 48, or more for an id whose `packageIds=…&` entry is longer, so a
 * batch never outgrows the URL limit.
 */
export const CHARS_PER_PACKAGE_ID = CHARS_PER_DEVICE_ID;

export type PackagesResource = ReturnType<typeof createPackagesResource>;

const requirePackageId = (packageId: string): string =>
  requireNonEmptyString(packageId, 'validation.fieldRequired', { field: 'packageId' });

/** Paging and sort with the defaults of one list (SPEC §9) filled in where the query has none. */
function withDefaults<Q extends PagedQuery>(
  query: Q,
  limit: number,
  sort?: ListSort<NonNullable<Q['sortBy']>>,
): Q {
  const sorted = query.sortBy !== undefined;
  return {
    ...query,
    offset: query.offset ?? 0,
    limit: query.limit ?? limit,
    sortBy: query.sortBy ?? sort?.sortBy,
    // A sortBy given alone keeps the server's direction for it.
    sortDirection: query.sortDirection ?? (sorted ? undefined : sort?.sortDirection),
  };
}

interface PagedQuery {
  offset?: number;
  limit?: number;
  sortBy?: string;
  sortDirection?: SortDirection;
}

interface Lookup {
  key: 'hashes' | 'packageIds';
  values: readonly string[];
  charsPerItem: number;
}

const entryLength = (key: string, value: string) => `${key}=${encodeURIComponent(value)}&`.length;

/** The repeated list a query is batched by, if any. */
function lookupOf(query: Pick<PackagesQuery, 'hashes' | 'packageIds'>): Lookup | undefined {
  const { hashes, packageIds } = query;
  const widest = (key: string, values: readonly string[], min: number) =>
    Math.max(min, ...values.map((v) => entryLength(key, v)));
  const byHash = hashes && {
    key: 'hashes' as const,
    values: hashes,
    charsPerItem: widest('hashes', hashes, CHARS_PER_HASH),
  };
  const byId = packageIds && {
    key: 'packageIds' as const,
    values: packageIds,
    charsPerItem: widest('packageIds', packageIds, CHARS_PER_PACKAGE_ID),
  };
  if (!byHash || !byId) return byHash ?? byId;
  // Both lists filter together (a version must match both), so they must share one URL.
  const cost = byHash.values.length * byHash.charsPerItem + byId.values.length * byId.charsPerItem;
  if (cost > URL_LIMIT - URL_RESERVE)
    throw new RangeError(
      'hashes and packageIds together do not fit in one request; filter by one of them at a time.',
    );
  return undefined;
}

const emptyPage = (params: { offset?: number; limit?: number }): PackagePage => ({
  values: [],
  total: 0,
  offset: params.offset ?? 0,
  limit: params.limit ?? 0,
});

export function createPackagesResource(client: FleetClient) {
  const { api } = client;

  const fetchPackages = (params: PackagesParams, signal?: AbortSignal): Promise<PackagePage> =>
    unwrap(api.GET('/api/v2beta/packages', { params: { query: params }, signal }));

  const fetchPackageNames = (
    params: PackageNamesParams,
    signal?: AbortSignal,
  ): Promise<PackageNameEntryPage> =>
    unwrap(api.GET('/api/v2beta/packages-grouped', { params: { query: params }, signal }));

  /** One page of versions; a long hash or id list is batched and the pages merged. */
  async function listBatched(
    params: PackagesParams,
    options: BatchedOptions = {},
  ): Promise<PackagePage> {
    // An empty hash or id list matches nothing: no request.
    if (params.hashes?.length === 0 || params.packageIds?.length === 0) return emptyPage(params);
    const lookup = lookupOf(params);
    if (!lookup) return fetchPackages(params, options.signal);
    return batched(
      lookup.values,
      lookup.charsPerItem,
      (batch, signal) => fetchPackages({ ...params, [lookup.key]: batch }, signal),
      (pages) => ({
        values: pages.flatMap((page) => page.values),
        total: pages.reduce((sum, page) => sum + page.total, 0),
        offset: params.offset ?? 0,
        limit: params.limit ?? 0,
      }),
      options,
    );
  }

  /** Every version of a query: each batch of a long hash or id list walked page by page. */
  async function* walkPackages(
    query: Unpaged<PackagesQuery>,
    options: PaginateOptions,
  ): AsyncGenerator<Package, void, undefined> {
    if (query.hashes?.length === 0 || query.packageIds?.length === 0) return;
    const lookup = lookupOf(query);
    const batches = lookup ? batchByUrlLength(lookup.values, lookup.charsPerItem) : [undefined];
    for (const batch of batches) {
      const batchQuery = batch && lookup ? { ...query, [lookup.key]: batch } : query;
      yield* paginate(
        ({ offset, limit, signal }) => fetchPackages({ ...batchQuery, offset, limit }, signal),
        options,
      );
    }
  }

  function iterateVersions(
    query: Unpaged<PackagesQuery>,
    options: PaginateOptions,
    sort?: ListSort<PackageVersionSortBy>,
  ): AsyncIterable<Package> {
    validatePackageVersionListQuery(query);
    lookupOf(query);
    const sorted = query.sortBy === undefined && sort ? { ...query, ...sort } : query;
    return walkPackages(sorted, options);
  }

  return {
    /**
     * One page of package versions; 20 per page by default (SPEC §9). With a long `hashes`
     * or `packageIds` list, one request per batch, pages merged (values in batch order,
     * totals summed); iteratePackages gives every match.
     */
    async listPackages(
      query: PackagesQuery = {},
      options: BatchedOptions = {},
    ): Promise<PackagePage> {
      validatePackageVersionListQuery(query);
      return listBatched(withDefaults(query, PACKAGES_PAGE_SIZE), options);
    },

    /** Every package version matching the query, fetched page by page as the loop asks. */
    iteratePackages(
      query: Unpaged<PackagesQuery> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<Package> {
      return iterateVersions(query, options);
    },

    /** One page of package names; by default 20 per page by name ascending (SPEC §9). */
    async listPackageNames(
      query: PackageNamesQuery = {},
      options: CallOptions = {},
    ): Promise<PackageNameEntryPage> {
      validatePackageNameListQuery(query);
      return fetchPackageNames(
        withDefaults(query, PACKAGES_PAGE_SIZE, PACKAGES_DEFAULT_SORT),
        options.signal,
      );
    },

    /**
     * The package-names helper of pickers: by default 50 per page, the package with the
     * newest version first (LastVersionAt descending, SPEC §9).
     */
    async listRecentPackageNames(
      query: PackageNamesQuery = {},
      options: CallOptions = {},
    ): Promise<PackageNameEntryPage> {
      validatePackageNameListQuery(query);
      return fetchPackageNames(
        withDefaults(query, PACKAGE_NAMES_HELPER_PAGE_SIZE, PACKAGE_NAMES_HELPER_DEFAULT_SORT),
        options.signal,
      );
    },

    /** Every package name matching the query (by name ascending unless sorted otherwise). */
    iteratePackageNames(
      query: Unpaged<PackageNamesQuery> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<PackageNameEntry> {
      validatePackageNameListQuery(query);
      return paginate(
        ({ offset, limit, signal }) =>
          fetchPackageNames(
            withDefaults({ ...query, offset, limit }, limit, PACKAGES_DEFAULT_SORT),
            signal,
          ),
        options,
      );
    },

    /**
     * The versions helper: one page of the versions of a package, by default 50 per page,
     * newest first (CreatedAt descending, SPEC §9).
     */
    async listPackageVersions(
      name: string,
      query: PackageVersionsQuery = {},
      options: BatchedOptions = {},
    ): Promise<PackagePage> {
      requireNonEmptyString(name, 'required.name');
      validatePackageVersionListQuery(query);
      return listBatched(
        withDefaults({ ...query, name }, VERSIONS_HELPER_PAGE_SIZE, VERSIONS_HELPER_DEFAULT_SORT),
        options,
      );
    },

    /** Every version of a package, newest first unless sorted otherwise. */
    iteratePackageVersions(
      name: string,
      query: Unpaged<PackageVersionsQuery> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<Package> {
      requireNonEmptyString(name, 'required.name');
      return iterateVersions({ ...query, name }, options, VERSIONS_HELPER_DEFAULT_SORT);
    },

    /**
     * Uploads a package version: the file is the body; name, version and the hardware ids
     * travel in the query, targetFormat BINARY unless given (SPEC §5, §7, §9). Progress is
     * reported as bytes go out, and the signal aborts the upload.
     */
    async uploadPackage(
      upload: PackageUpload,
      options: PackageUploadOptions = {},
    ): Promise<Package> {
      validatePackageUpload(upload ?? {});
      if (upload.hardwareIds.length === 0)
        throw new FleetValidationError('validation.emptyList', { field: 'hardwareIds' });
      upload.hardwareIds.forEach((id) =>
        requireNonEmptyString(id, 'validation.fieldRequired', { field: 'hardwareIds' }),
      );
      const path = '/api/v2beta/packages';
      const query = new URLSearchParams({
        name: upload.name,
        version: upload.version,
        targetFormat: upload.targetFormat ?? DEFAULT_TARGET_FORMAT,
      });
      for (const id of upload.hardwareIds) query.append('hardwareId', id);
      const authorization = await client.authorization(path);
      const answer = await uploadWithProgress(`${client.baseUrl}${path}?${query}`, upload.file, {
        headers: {
          'Content-Type': 'application/octet-stream',
          ...(authorization && { Authorization: authorization }),
        },
        onProgress: options.onProgress,
        signal: options.signal,
      });
      return answer as Package;
    },

    /** One version of a package, by name and version. */
    async getPackageVersion(name: string, version: string): Promise<Package> {
      requireNonEmptyString(name, 'required.name');
      requireNonEmptyString(version, 'validation.fieldRequired', { field: 'version' });
      return unwrap(
        api.GET('/api/v2beta/packages/{packageId}/versions/{version}', {
          params: { path: { packageId: name, version } },
        }),
      );
    },

    /** Changes only the metadata fields sent (PATCH). */
    async editPackage(packageId: string, edit: PackageEdit): Promise<Package> {
      requirePackageId(packageId);
      return unwrap(
        api.PATCH('/api/v2beta/packages/{packageId}', {
          params: { path: { packageId } },
          body: edit,
        }),
      );
    },

    /** Replaces the editable metadata as a whole; fields left out are cleared (PUT). */
    async replacePackage(packageId: string, metadata: PackageEdit): Promise<Package> {
      requirePackageId(packageId);
      return unwrap(
        api.PUT('/api/v2beta/packages/{packageId}', {
          params: { path: { packageId } },
          body: metadata,
        }),
      );
    },

    /** Deletes a package version; devices that run it keep it. */
    async deletePackage(packageId: string): Promise<void> {
      requirePackageId(packageId);
      await unwrap(
        api.DELETE('/api/v2beta/packages/{packageId}', { params: { path: { packageId } } }),
      );
    },

    /** The package's file, as a Blob with the name the server suggests. */
    async downloadPackage(packageId: string): Promise<DownloadedFile> {
      requirePackageId(packageId);
      return downloadBlob(
        api.GET('/api/v2beta/packages-blob/{packageId}', {
          params: { path: { packageId } },
          parseAs: 'blob',
        }),
      );
    },

    /** Where the package's vulnerability (CVE) figures are published. */
    async getCveMetricUrl(packageId: string): Promise<string> {
      requirePackageId(packageId);
      const { url } = await unwrap(
        api.GET('/api/v2beta/packages/fake-cve-metric-url/{packageId}', {
          params: { path: { packageId } },
        }),
      );
      return url;
    },
  };
}
