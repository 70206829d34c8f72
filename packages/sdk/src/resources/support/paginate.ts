/** The page envelope of every list call: `{ values, total, offset, limit }`. */
export interface Page<Item> {
  values: Item[];
  total: number;
  offset: number;
  limit: number;
}

/** What a page fetcher is asked for. */
export interface PageRequest {
  offset: number;
  limit: number;
  signal: AbortSignal | undefined;
}

export type FetchPage<Item> = (request: PageRequest) => Promise<Page<Item>>;

export interface PaginateOptions {
  /** Items asked for per request. Default 100 (the server caps pages at 1000). */
  pageSize?: number;
  /** Where to start. Default 0. */
  offset?: number;
  /** Stops the walk: the next step rejects with the signal's reason. */
  signal?: AbortSignal;
}

export const DEFAULT_ITERATION_PAGE_SIZE = 100;

/** The page size of an iteration, or a RangeError when it is not a positive integer. */
export function requirePageSize(size: number): number {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${size}`);
  }
  return size;
}

/**
 * Walks a list page by page until `total` is reached. Advances by the items actually received
 * (a server may cap the page size) and stops at the first empty page, so a server whose total
 * overstates its items cannot make it loop.
 */
export async function* paginatePages<Item>(
  fetchPage: FetchPage<Item>,
  options: PaginateOptions = {},
): AsyncGenerator<Page<Item>, void, undefined> {
  const limit = requirePageSize(options.pageSize ?? DEFAULT_ITERATION_PAGE_SIZE);
  const { signal } = options;
  let offset = options.offset ?? 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage({ offset, limit, signal });
    signal?.throwIfAborted();
    if (page.values.length === 0) return;
    yield page;
    offset += page.values.length;
    if (offset >= page.total) return;
  }
}

/** Every item of a list, fetched page by page as the loop asks (`for await`). */
export async function* paginate<Item>(
  fetchPage: FetchPage<Item>,
  options: PaginateOptions = {},
): AsyncGenerator<Item, void, undefined> {
  for await (const page of paginatePages(fetchPage, options)) yield* page.values;
}
