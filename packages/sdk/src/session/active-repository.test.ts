import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_REPOSITORY_KEY,
  defaultMarkerStorage,
  memoryStorage,
  readActiveRepositoryMarker,
  writeActiveRepositoryMarker,
} from './active-repository';

afterEach(() => void vi.unstubAllGlobals());

describe('SPEC §4 the active-repository marker', () => {
  it('is stored for a shared repository and cleared for the personal one', () => {
    const storage = memoryStorage();
    expect(readActiveRepositoryMarker(storage)).toBeUndefined();
    writeActiveRepositoryMarker(storage, 'repo-1');
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBe('repo-1');
    expect(readActiveRepositoryMarker(storage)).toBe('repo-1');
    writeActiveRepositoryMarker(storage, 'personal');
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
  });

  it('lives in sessionStorage where there is one, in memory otherwise', () => {
    const session = memoryStorage();
    vi.stubGlobal('sessionStorage', session);
    expect(defaultMarkerStorage()).toBe(session);
    vi.unstubAllGlobals();
    const fallback = defaultMarkerStorage();
    writeActiveRepositoryMarker(fallback, 'repo-2');
    expect(readActiveRepositoryMarker(fallback)).toBe('repo-2');
  });
});
