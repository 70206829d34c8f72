import type { AccessChange } from './access-changes.js';

/** What an accepted token lets a live connection receive, until `expiresAt`. */
export interface LiveGrant {
  /** The repository (internal id) whose events the connection receives. */
  repositoryId: string;
  /** The user the token speaks for (an API client's owner): the per-user cap counts it. */
  userId: string;
  /** The API client of the token, if it is one's. */
  apiClientId?: string;
  /** When the token expires (ms since the epoch); the connection is closed then. */
  expiresAt: number;
  /** Whether an event of this type may reach the connection (the caller's rights). */
  receives(type: string): boolean;
}

/** Whether a change concerns a connection holding this grant (every given field matches). */
export function concerns(change: AccessChange, grant: LiveGrant): boolean {
  return (
    (change.repositoryId === undefined || change.repositoryId === grant.repositoryId) &&
    (change.userId === undefined || change.userId === grant.userId) &&
    (change.apiClientId === undefined || change.apiClientId === grant.apiClientId)
  );
}
