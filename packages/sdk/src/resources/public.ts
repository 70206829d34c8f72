// Public static resources (SPEC §7 Static and the unauthenticated package files): the banner
// file, the SBOM index and documents, and package source (delegation) metadata files, whose
// HEAD tells when they last changed (SPEC §4 automatic delegation refresh).
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { requireNonEmptyString } from '../domain/validation';
import {
  fleetApiErrorFromNetworkFailure,
  fleetApiErrorFromResponse,
  isAbortError,
} from '../errors';
import { failedWith } from './reworded-error';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type Banner = Schemas['Banner'];
export type SbomVersion = Schemas['SbomVersion'];
export type SbomDocument = Schemas['SbomDocument'];
export type DelegationSignedMetadata = Schemas['DelegationSignedMetadata'];

export interface DelegationSourceFile {
  metadata: DelegationSignedMetadata;
  /** From `Last-Modified`; undefined when absent or unreadable. */
  lastModified: Date | undefined;
}

/** banners.yaml could not be read as a list of banners. */
export class MalformedBannersError extends Error {
  override readonly name = 'MalformedBannersError';
}

const DELEGATION_SOURCE_PATH = /^\/public\/delegations\/([^/]+)\/([^/]+)$/;

/**
 * The banners of a banners.yaml text. An empty file has none; anything but a list of objects
 * with a string `id`, `type` and `title` is a MalformedBannersError naming what is wrong.
 */
export async function parseBanners(text: string): Promise<Banner[]> {
  // Loaded on demand: the YAML parser is a third of a browser app's start bundle otherwise.
  const { parse } = await import('yaml');
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MalformedBannersError(`banners.yaml is not valid YAML: ${reason}`, { cause: error });
  }
  if (document === null || document === undefined) return [];
  if (!Array.isArray(document))
    throw new MalformedBannersError('banners.yaml must be a list of banners.');
  document.forEach((banner: unknown, index) => {
    const fields =
      typeof banner === 'object' && banner !== null
        ? (banner as Record<string, unknown>)
        : undefined;
    const missing = ['id', 'type', 'title'].filter((key) => typeof fields?.[key] !== 'string');
    if (missing.length > 0)
      throw new MalformedBannersError(
        `banners.yaml: banner ${index + 1} needs ${missing.join(', ')} as text.`,
      );
  });
  return document as Banner[];
}

/** An HTTP date header as a Date; undefined when absent or unreadable. */
export function httpDate(value: string | null): Date | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

export type PublicResource = ReturnType<typeof createPublicResource>;

export function createPublicResource(client: FleetClient) {
  const { api } = client;

  const sourcePath = (delegationName: string, file: string) => ({
    params: {
      path: {
        delegation_name: requireNonEmptyString(delegationName, 'validation.fieldRequired', {
          field: 'delegationName',
        }),
        file: requireNonEmptyString(file, 'validation.fieldRequired', { field: 'file' }),
      },
    },
  });

  async function getDelegationSourceLastModified(
    delegationName: string,
    file: string,
  ): Promise<Date | undefined> {
    const { response } = await api.HEAD(
      '/public/delegations/{delegation_name}/{file}',
      sourcePath(delegationName, file),
    );
    return httpDate(response.headers.get('Last-Modified'));
  }

  return {
    /** The published banners; none when no banner file is published (404). */
    async listBanners(): Promise<Banner[]> {
      try {
        // An empty answer (Content-Length 0) arrives as no data at all.
        const text: string | undefined = await unwrap(
          api.GET('/banners.yaml', { parseAs: 'text' }),
        );
        return await parseBanners(text ?? '');
      } catch (error) {
        if (failedWith(error, 404)) return [];
        throw error;
      }
    },

    /** The published SBOMs, one per package version that has one; none when unpublished. */
    async listSbomVersions(): Promise<SbomVersion[]> {
      try {
        return await unwrap(api.GET('/public/sbom/index.json'));
      } catch (error) {
        if (failedWith(error, 404)) return [];
        throw error;
      }
    },

    /** One SBOM (CycloneDX JSON), by the `sbomId` of the index. */
    async getSbom(sbomId: string): Promise<SbomDocument> {
      requireNonEmptyString(sbomId, 'validation.fieldRequired', { field: 'sbomId' });
      return unwrap(api.GET('/public/sbom/{sbomId}', { params: { path: { sbomId } } }));
    },

    /** A package source's signed metadata file and when it last changed. */
    async getDelegationSource(delegationName: string, file: string): Promise<DelegationSourceFile> {
      const result = await api.GET(
        '/public/delegations/{delegation_name}/{file}',
        sourcePath(delegationName, file),
      );
      return {
        metadata: await unwrap(result),
        lastModified: httpDate(result.response.headers.get('Last-Modified')),
      };
    },

    /** When a package source's metadata file last changed (a HEAD request). */
    getDelegationSourceLastModified,

    /**
     * When the file at a delegation source address (a delegation's `remoteUri`) last changed.
     * A file published by this server is read with the client; any other address is asked
     * directly, without the user's token, which is never sent to a third party.
     */
    async lastModifiedAt(
      uri: string,
      options: { signal?: AbortSignal } = {},
    ): Promise<Date | undefined> {
      requireNonEmptyString(uri, 'validation.fieldRequired', { field: 'uri' });
      const url = new URL(uri, `${client.baseUrl}/`);
      const local = ownPath(client.baseUrl, url);
      const match = local === undefined ? null : DELEGATION_SOURCE_PATH.exec(local);
      if (match?.[1] && match[2])
        return getDelegationSourceLastModified(
          decodeURIComponent(match[1]),
          decodeURIComponent(match[2]),
        );
      const request = { method: 'HEAD', url: url.href };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'HEAD',
          credentials: 'omit',
          signal: options.signal ?? null,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw fleetApiErrorFromNetworkFailure(request, error);
      }
      if (!response.ok) throw await fleetApiErrorFromResponse(request, response);
      return httpDate(response.headers.get('Last-Modified'));
    },
  };
}

/** The API path of `url` when it lies under the client's base URL, else undefined. */
function ownPath(baseUrl: string, url: URL): string | undefined {
  const base = new URL(`${baseUrl}/`);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  return `/${url.pathname.slice(base.pathname.length)}`;
}
