// SPEC §8: a code chunk that fails to load raises a ChunkLoadError; one that takes longer than
// 120 s counts as failed. Route modules load through `loadChunk`, so the route's error screen
// can tell a missing chunk (offer a reload) from any other failure.
import { CHUNK_TIMEOUT_MS } from '@fleet/sdk/domain';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A dynamic import that fails or does not settle within `timeoutMs` rejects with a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`A code chunk did not load within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const reason = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`A code chunk failed to load: ${reason}`, { cause: error }));
      },
    );
  });
}

// What browsers and Vite say when a dynamic import or its preloaded CSS fails, for failures
// that did not come through loadChunk.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message)))
  );
}
