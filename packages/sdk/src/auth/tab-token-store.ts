// Where the browser sign-in keeps its user between reloads of a tab (docs/security.md,
// "Tokens"): the access token — the one credential every API call carries — in this page's
// memory only; the rest (refresh token, id token, profile) in sessionStorage, so a reload
// renews the access token with one refresh instead of a trip through the provider's pages.
import { WebStorageStateStore, type StateStore } from 'oidc-client-ts';

/** The stored user's fields this store cares about (oidc-client-ts's User storage string). */
interface StoredUser {
  access_token?: string;
  expires_at?: number;
}

/**
 * An oidc-client-ts user store that never writes the access token to storage. A user read
 * back after a reload has none and counts as expired (`expires_at` 0), so the first call
 * renews it with the refresh token (which rotates: see browser-auth.ts).
 */
export class AccessTokenInMemoryStore implements StateStore {
  /** The full users of this page, access token included, by key. */
  private readonly inMemory = new Map<string, string>();
  private readonly persisted: WebStorageStateStore;

  constructor(storage: Storage) {
    this.persisted = new WebStorageStateStore({ store: storage });
  }

  async set(key: string, value: string): Promise<void> {
    this.inMemory.set(key, value);
    const user = JSON.parse(value) as StoredUser;
    await this.persisted.set(key, JSON.stringify({ ...user, access_token: '', expires_at: 0 }));
  }

  async get(key: string): Promise<string | null> {
    return this.inMemory.get(key) ?? this.persisted.get(key);
  }

  async remove(key: string): Promise<string | null> {
    const kept = this.inMemory.get(key) ?? null;
    this.inMemory.delete(key);
    return (await this.persisted.remove(key)) ?? kept;
  }

  async getAllKeys(): Promise<string[]> {
    return [...new Set([...(await this.persisted.getAllKeys()), ...this.inMemory.keys()])];
  }
}
