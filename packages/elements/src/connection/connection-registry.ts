// The connections of a page: elements with the same base URL and the same token source (the
// same token, getToken function or client) and the same preferences key share one SDK, one
// live channel and one user options store. A connection leaves the registry when it closes after its last release.
import type { LiveChannel } from '@fleet/sdk';
import {
  connectionOptionsFor,
  connectionSource,
  sourceIdentity,
  type ConnectionSource,
  type FleetConnectionProps,
} from './connection-props.js';
import { createFleetConnection, type FleetConnection } from './fleet-connection.js';

export interface ConnectionRegistry {
  /**
   * The page's connection for these props, made on first use; undefined while they name no
   * token source. Hold it (`hold()` / `syncWithLive()`) while it is shown.
   */
  connectionFor(props: FleetConnectionProps): FleetConnection | undefined;
  /** How many connections are open or waiting to be held. */
  readonly size: number;
}

interface Entry {
  kind: ConnectionSource['kind'];
  baseUrl: string;
  identity: unknown;
  live: LiveChannel | null | undefined;
  preferencesKey: string | undefined;
  connection: FleetConnection;
}

export function createConnectionRegistry(options: { idleMs?: number } = {}): ConnectionRegistry {
  const entries = new Set<Entry>();
  return {
    connectionFor(props) {
      const source = connectionSource(props);
      if (!source) return undefined;
      const identity = sourceIdentity(source);
      const preferencesKey = props.preferencesKey || undefined;
      for (const entry of entries) {
        if (
          entry.kind === source.kind &&
          entry.baseUrl === source.baseUrl &&
          entry.identity === identity &&
          entry.live === props.live &&
          entry.preferencesKey === preferencesKey
        )
          return entry.connection;
      }
      const entry: Entry = {
        kind: source.kind,
        baseUrl: source.baseUrl,
        identity,
        live: props.live,
        preferencesKey,
        connection: createFleetConnection({
          ...connectionOptionsFor(source, props.live),
          preferencesKey,
          ...(options.idleMs !== undefined && { idleMs: options.idleMs }),
          onIdle: () => entries.delete(entry),
        }),
      };
      entries.add(entry);
      return entry.connection;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The registry every custom element of this page uses. */
export const pageConnections: ConnectionRegistry = createConnectionRegistry();
