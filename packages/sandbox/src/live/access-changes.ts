// The revocation signal: whoever takes access away (a guest removed or given another profile,
// an API client deleted or retyped) says so here, and the live hub re-checks the open sockets
// it concerns. The in-process feed below serves one sandbox process; on PostgreSQL the feed
// between processes (postgres-feed.ts, LISTEN/NOTIFY) fits the same interface, since a change
// is plain JSON data.

/**
 * Whose access may have changed. Every field given must match a socket for it to be
 * re-checked; an empty change re-checks every socket.
 */
export interface AccessChange {
  /** The repository (internal id) whose access changed. */
  repositoryId?: string;
  /** The user (namespace) whose access changed. */
  userId?: string;
  /** The API client (client id) that was deleted or changed. */
  apiClientId?: string;
}

export interface AccessChanges {
  /** Tells every listener, in this process (and, with a shared feed, in the others). */
  publish(change: AccessChange): void;
  /** Listens to every change; returns what stops listening. */
  subscribe(listener: (change: AccessChange) => void): () => void;
}

/** A feed within one process. */
export function createAccessChanges(): AccessChanges {
  const listeners = new Set<(change: AccessChange) => void>();
  return {
    publish(change) {
      for (const listener of [...listeners]) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
