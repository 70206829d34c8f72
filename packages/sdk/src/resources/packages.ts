// Packages (SPEC §3 Package, Package name entry, Package upload; §5 package list and upload
// rules; §7 Packages; §9 page sizes, sorts and URL batching): how package versions and names
// are listed, uploaded with progress, edited, deleted and downloaded.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import {
  PACKAGE_NAMES_HELPER_DEFAULT_SORT,
  PACKAGE_NAMES_HELPER_PAGE_SIZE,
  PACKAGES_DEFAULT_SORT,
  PACKAGES_PAGE_SIZE,
  VERSIONS_HELPER_DEFAULT_SORT,
  VERSIONS_HELPER_PAGE_SIZE,
} from '../domain/constants';
import type { ListSort, PackageVersionSortBy } from '../domain/list-queries';
import { batchByUrlLength } from '../domain/url-batching';
import {
  requireNonEmptyString,
  validatePackageNameListQuery,
  validatePackageVersionListQuery,
} from '../domain/validation';
import {
  lookupOf,
  withDefaults,
  type PackageNamesParams,
  type PackageNamesQuery,
  type PackagesParams,
  type PackagesQuery,
  type PackageVersionsQuery,
  type Unpaged,
} from './package-queries';
import { uploadPackage, type PackageUpload, type PackageUploadOptions } from './package-upload';
import { batched, type BatchedOptions } from './support/batched';
import { downloadBlob, type DownloadedFile } from './support/download';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

export {
  CHARS_PER_PACKAGE_ID,
  type PackageNamesQuery,
  type PackagesQuery,
  type PackageVersionsQuery,
  type Unpaged,
} from './package-queries';
export type { PackageTargetFormat, PackageUpload, PackageUploadOptions } from './package-upload';

type Schemas = components['schemas'];
export type Package = Schemas['Package'];
export type PackagePage = Schemas['PackagePage'];
export type PackageNameEntry = Schemas['PackageNameEntry'];
export type PackageNameEntryPage = Schemas['PackageNameEntryPage'];
export type PackageEdit = Schemas['PackageEdit'];

/** Lets a caller abort a single-request call. */
type CallOptions = Pick<BatchedOptions, 'signal'>;

export type PackagesResource = ReturnType<typeof createPackagesResource>;

const requirePackageId = (packageId: string): string =>
  requireNonEmptyString(packageId, 'validation.fieldRequired', { field: 'packageId' });

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
    uploadPackage(upload: PackageUpload, options: PackageUploadOptions = {}): Promise<Package> {
      return uploadPackage(client, upload, options);
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
