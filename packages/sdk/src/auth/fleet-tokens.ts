// The tokens the API calls carry (SPEC §4 Auth, §7 base, §9): the host token for account
// endpoints, and inside a shared repository a guest token for everything else. Failures are
// only logged (SPEC §8, the UI's rule): a call then goes out with the last token it had and
// fails with an ordinary 401 FleetApiError the UI already knows how to show. One exception:
// when the access token was never fetched (a script whose credentials are refused at its
// first call), there is no token to go out with, and the call rejects with the auth's own
// error (a TokenRequestError naming the API client), so the script says what is wrong. A
// browser sign-in never rejects its getToken (it reloads instead), so the UI only logs.
import type { GetToken, TokenKind } from '../api/middleware/bearer-token';
import { PERSONAL_REPOSITORY_ID, TOKEN_MIN_VALIDITY_S } from '../domain/constants';
import type { GuestToken } from '../resources/organizations';
import { consoleLogger, type Logger } from '../stores/support/logger';
import { hasLessThan, type AccessTokenSource, type RefreshOptions } from './access-token-source';
import { tokenExpiresAt } from './jwt';

export interface FleetTokensOptions {
  /** Where the host token comes from (browser sign-in, client credentials, static token). */
  auth: AccessTokenSource;
  /**
   * Asks the API for a guest token: `(id) => fleet.organizations.getGuestToken(id)`
   * (connectFleet wires it). Called with the host token, as every account endpoint is.
   */
  getGuestToken: (repositoryId: string) => Promise<GuestToken>;
  /** The repository calls work in at first; 'personal' by default. */
  activeRepositoryId?: string;
  /** Told of failed token fetches; console.warn by default. */
  logger?: Logger;
  /** The clock, in ms since the epoch (tests). */
  now?: () => number;
}

export interface FleetTokens {
  /**
   * For createFleetClient: the host token, or the active repository's token. A failed fetch
   * is logged and answers the last token; it rejects only when the access token could never
   * be fetched (there is none to send), with the auth's error.
   */
  readonly getToken: GetToken;
  /**
   * For createFleetClient's 401 handling, and the 30-day refresh after creating a user:
   * renews the host token (see RefreshOptions) and drops the guest token, which the next call
   * fetches anew. A failure is logged and rejects, so the client answers the 401 at once.
   */
  refresh(options?: RefreshOptions): Promise<void>;
  /** 'personal' or the id of the shared repository calls work in. */
  readonly activeRepositoryId: string;
  /** Calls work in another repository from now on (the session sets this at start). */
  setActiveRepository(repositoryId: string): void;
}

interface GuestEntry {
  repositoryId: string;
  token: string;
  expiresAt: number | undefined;
}

/**
 * The token manager: hands createFleetClient the token each call needs. The guest token of
 * the active shared repository is fetched when first needed and again once fewer than
 * TOKEN_MIN_VALIDITY_S (5 s) remain (SPEC §4); calls needing it at the same time share one
 * fetch.
 */
export function createFleetTokens(options: FleetTokensOptions): FleetTokens {
  const { auth } = options;
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  let activeRepositoryId = options.activeRepositoryId ?? PERSONAL_REPOSITORY_ID;
  let lastHostToken: string | undefined;
  let hostFetch: Promise<string | undefined> | undefined;
  let guest: GuestEntry | undefined;
  let guestFetch: { repositoryId: string; promise: Promise<GuestEntry> } | undefined;

  function hostToken(): Promise<string | undefined> {
    hostFetch ??= auth
      .getToken()
      .then(
        (token) => (lastHostToken = token),
        (error: unknown) => {
          // Nothing to fall back on: the caller gets the reason, not a 401 about no token.
          if (lastHostToken === undefined) throw error;
          logger.warn('Could not fetch the access token.', error);
          return lastHostToken;
        },
      )
      .finally(() => {
        hostFetch = undefined;
      });
    return hostFetch;
  }

  /** One fetch per repository at a time; logged once when it fails. */
  function fetchGuest(repositoryId: string): Promise<GuestEntry> {
    if (guestFetch?.repositoryId === repositoryId) return guestFetch.promise;
    const sentAt = now();
    const promise = options.getGuestToken(repositoryId).then(
      ({ access, expires_in }) => {
        const entry: GuestEntry = {
          repositoryId,
          token: access,
          expiresAt: tokenExpiresAt(access) ?? sentAt + expires_in * 1000,
        };
        if (repositoryId === activeRepositoryId) guest = entry;
        return entry;
      },
      (error: unknown) => {
        logger.warn(`Could not refresh the guest token of repository ${repositoryId}.`, error);
        throw error;
      },
    );
    const fetching = { repositoryId, promise };
    guestFetch = fetching;
    void promise
      .catch(() => undefined)
      .finally(() => {
        if (guestFetch === fetching) guestFetch = undefined;
      });
    return promise;
  }

  async function guestToken(repositoryId: string): Promise<string | undefined> {
    const current = guest?.repositoryId === repositoryId ? guest : undefined;
    if (current && !hasLessThan(TOKEN_MIN_VALIDITY_S, current.expiresAt, now()))
      return current.token;
    try {
      return (await fetchGuest(repositoryId)).token;
    } catch {
      return current?.token; // logged by fetchGuest
    }
  }

  return {
    getToken(kind: TokenKind) {
      const repositoryId = activeRepositoryId;
      return kind === 'host' || repositoryId === PERSONAL_REPOSITORY_ID
        ? hostToken()
        : guestToken(repositoryId);
    },

    async refresh(refreshOptions: RefreshOptions = {}) {
      const { minValiditySeconds } = refreshOptions;
      // Never waits for a guest token: its own request may be the 401 being refreshed.
      if (
        guest &&
        (minValiditySeconds === undefined ||
          hasLessThan(minValiditySeconds, guest.expiresAt, now()))
      )
        guest = undefined;
      try {
        await auth.refresh(refreshOptions);
      } catch (error) {
        logger.warn('Could not renew the access token.', error);
        throw error;
      }
    },

    get activeRepositoryId() {
      return activeRepositoryId;
    },

    setActiveRepository(repositoryId: string) {
      if (repositoryId === activeRepositoryId) return;
      activeRepositoryId = repositoryId;
      guest = undefined;
    },
  };
}
