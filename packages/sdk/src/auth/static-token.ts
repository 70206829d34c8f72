import type { AccessTokenSource } from './access-token-source';

/**
 * A token handed in as it is (a CI secret, a token copied from the console, a test). It
 * cannot be renewed: `refresh` does nothing, so a call that fails with 401 fails for good.
 */
export function staticTokenAuth(token: string): AccessTokenSource {
  return {
    getToken: () => Promise.resolve(token),
    refresh: () => Promise.resolve(),
  };
}
