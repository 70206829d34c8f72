import { batchByUrlLength } from '../../domain/url-batching';

export interface BatchedOptions {
  /** Requests in flight at once. Default 4: enough to be quick, few enough to be polite. */
  concurrency?: number;
  /** Stops launching batches; the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * URL characters the other query parameters take beyond SPEC §9's 100-character reserve
   * (a long search text, say), so the ids still fit.
   */
  baseLength?: number;
}

/**
 * One request per batch of items whose URL stays within SPEC §9's limit (2048 minus a 100
 * reserve; e.g. 48 characters per device id, 72 per hash), results merged in item order.
 * No items, no request: `merge([])` is the answer.
 */
export async function batched<Item, Result>(
  items: readonly Item[],
  charsPerItem: number,
  fetchBatch: (batch: Item[], signal: AbortSignal | undefined) => Promise<Result>,
  merge: (results: Result[]) => Result,
  options: BatchedOptions = {},
): Promise<Result> {
  const batches = batchByUrlLength(items, charsPerItem, { baseLength: options.baseLength ?? 0 });
  const results = new Array<Result>(batches.length);
  const { signal } = options;
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    // After one batch fails the call has failed: start no further batches.
    while (next < batches.length && !failed) {
      const index = next++;
      try {
        signal?.throwIfAborted();
        results[index] = await fetchBatch(batches[index] as Item[], signal);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.min(Math.max(1, options.concurrency ?? 4), batches.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return merge(results);
}
