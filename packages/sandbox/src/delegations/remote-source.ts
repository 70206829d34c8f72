import { DelegationSourceError } from './source-errors.js';

/** How long a package source's address may take to answer. */
export const REMOTE_SOURCE_TIMEOUT_MS = 10_000;
/** Metadata files larger than this are refused (a wrong address serving something else). */
export const REMOTE_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export interface FetchedSource {
  document: unknown;
  /** The file's Last-Modified as ISO 8601, when it sent one. */
  lastModified: string | null;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${REMOTE_SOURCE_TIMEOUT_MS / 1000} s`;
  // fetch fails with "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, bad port…).
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    const { code } = cause as Error & { code?: unknown };
    return typeof code === 'string' ? code : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads a package source's metadata file over HTTP(S), sending the delegation's remote
 * headers. Every failure (no such host, refused, timeout, an error status, not JSON) is a
 * DelegationSourceError with reason `unreachable`.
 */
export async function fetchRemoteSource(
  uri: string,
  headers: Record<string, string>,
): Promise<FetchedSource> {
  const url = URL.parse(uri);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new DelegationSourceError('unreachable', `the address ${uri} is not an http(s) address.`);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(REMOTE_SOURCE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new DelegationSourceError(
      'unreachable',
      `the address ${uri} could not be reached (${reasonOf(error)}).`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DelegationSourceError(
      'unreachable',
      `the address ${uri} answered ${response.status} ${response.statusText}`.trim() + '.',
    );
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > REMOTE_SOURCE_MAX_BYTES) {
    await response.body?.cancel();
    throw new DelegationSourceError(
      'unreachable',
      `the address ${uri} sent a file too large to be metadata.`,
    );
  }
  let document: unknown;
  try {
    const body = await response.text();
    if (body.length > REMOTE_SOURCE_MAX_BYTES) throw new Error('too large');
    document = JSON.parse(body);
  } catch {
    throw new DelegationSourceError(
      'unreachable',
      `the address ${uri} did not send JSON metadata, so it looks wrong.`,
    );
  }
  const modified = Date.parse(response.headers.get('last-modified') ?? '');
  return {
    document,
    lastModified: Number.isNaN(modified) ? null : new Date(modified).toISOString(),
  };
}
