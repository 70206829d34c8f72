import type { Middleware } from 'openapi-fetch';
import { authorizationFor, type GetToken } from './bearer-token';
import { discard, type ReplayCopies } from './replay';

export interface RefreshOnUnauthorizedOptions {
  /** Renews the tokens; `getToken` returns the new ones once it resolves. */
  refresh: () => Promise<void>;
  getToken: GetToken;
  replay: ReplayCopies;
}

/**
 * SPEC §7 "A 401 triggers a token refresh": on a 401, refresh once and send the call once more
 * with the new token. The second answer stands, 401 or not, so there is no loop. Calls that
 * fail together share one refresh, and a call whose token was renewed while it was in flight
 * is retried without another. A refresh that rejects leaves the 401 as the answer; the
 * refresh function reports its own failure.
 */
export function refreshOnUnauthorized(options: RefreshOnUnauthorizedOptions): Middleware {
  let refreshing: Promise<void> | undefined;
  const refreshOnce = (): Promise<void> =>
    (refreshing ??= options.refresh().finally(() => {
      refreshing = undefined;
    }));

  return {
    async onResponse({ request, response, schemaPath, options: { fetch } }) {
      if (response.status !== 401) return undefined;
      let authorization = await authorizationFor(options.getToken, schemaPath);
      // A token that changed since this call was sent was refreshed already: just retry.
      // (No token then and none now counts as unchanged: `get` answers null, not undefined.)
      if ((authorization ?? null) === request.headers.get('Authorization')) {
        try {
          await refreshOnce();
        } catch {
          return undefined;
        }
        authorization = await authorizationFor(options.getToken, schemaPath);
      }
      await discard(response);
      return options.replay.resend(request, fetch, (copy) => {
        if (authorization) copy.headers.set('Authorization', authorization);
        else copy.headers.delete('Authorization');
      });
    },
  };
}
