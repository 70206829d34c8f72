// SPEC §4 Repository switch: the repository a tab works in is remembered by a marker in
// sessionStorage (per tab, so two tabs can work in two repositories); the default-repository
// user option remembers it across sign-ins.
import { PERSONAL_REPOSITORY_ID } from '../domain/constants';

/** The sessionStorage key of the active-repository marker. */
export const ACTIVE_REPOSITORY_KEY = 'fleet.activeRepository';

/** The part of the Web Storage API the marker needs. */
export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that forgets on reload: where there is no sessionStorage (Node), or it is off. */
export function memoryStorage(): MarkerStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** sessionStorage when the page has one; reading it can throw when the browser blocks it. */
export function defaultMarkerStorage(): MarkerStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage disabled by the browser: fall through.
  }
  return memoryStorage();
}

/** The shared repository this tab works in, or undefined when no marker is stored. */
export function readActiveRepositoryMarker(storage: MarkerStorage): string | undefined {
  return storage.getItem(ACTIVE_REPOSITORY_KEY) || undefined;
}

/** Stores the marker for a shared repository; clears it for the personal one. */
export function writeActiveRepositoryMarker(storage: MarkerStorage, repositoryId: string): void {
  if (repositoryId === PERSONAL_REPOSITORY_ID) storage.removeItem(ACTIVE_REPOSITORY_KEY);
  else storage.setItem(ACTIVE_REPOSITORY_KEY, repositoryId);
}
