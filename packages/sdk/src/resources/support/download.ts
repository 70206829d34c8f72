import { unwrap, type ApiResult } from './unwrap';

/** A downloaded file: its content, and the name the server suggested. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server sent one. */
  filename: string | undefined;
}

/**
 * A binary download (SPEC §7 credentials.zip) from an openapi-fetch call made with
 * `parseAs: 'blob'`. A Blob works in browsers and in Node 20 alike (`await blob.arrayBuffer()`
 * to write it to disk). Failures throw FleetApiError like any call.
 */
export async function downloadBlob(
  call: ApiResult<Blob | undefined> | Promise<ApiResult<Blob | undefined>>,
): Promise<DownloadedFile> {
  const result = await call;
  const data = await unwrap(result);
  return {
    blob: data instanceof Blob ? data : new Blob([]),
    filename: filenameFrom(result.response.headers.get('Content-Disposition')),
  };
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename=`. */
export function filenameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : undefined;
}
