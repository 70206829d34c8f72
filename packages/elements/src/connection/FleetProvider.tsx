// React hosts (the console, partners on React) give widgets their API through a FleetProvider:
// the SDK they already made (and their live channel, if they have one), or a FleetConnection.
// Widgets read it with useFleet(). Custom elements get the same from their attributes and
// properties (withFleetConnection).
import type { FleetSdk, LiveChannel, Logger, Session } from '@fleet/sdk';
import type { Rights } from '@fleet/sdk/domain';
import type { ReadonlySignal } from '@preact/signals-react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hostRightsInput } from './connection-rights.js';
import { createFleetConnection, type FleetConnection } from './fleet-connection.js';

const FleetContext = createContext<FleetConnection | null>(null);

export type FleetProviderProps = { children?: ReactNode } & (
  | {
      /** The SDK the widgets call (`createFleet(…)` or `connectFleet(…).fleet`). */
      sdk: FleetSdk;
      /**
       * The host's live channel, used as it is (never disposed here). Without it, the widgets
       * get no live updates: React hosts open the channel themselves (`createLiveChannel`).
       */
      live?: LiveChannel;
      /**
       * The signed-in user's session (`createSession`): its rights (SPEC §6) mark the widgets'
       * actions not permitted, once it is ready (until then those actions are disabled).
       */
      session?: Pick<Session, 'rights' | 'ready'>;
      /**
       * The rights themselves, or a signal of them (undefined while the host does not know
       * them yet), when the host has no session. Without `session` or `rights` the widgets
       * ask the API (`auth/discover`, once per provider).
       */
      rights?: Rights | ReadonlySignal<Rights | undefined>;
      logger?: Logger;
      connection?: never;
    }
  | {
      connection: FleetConnection;
      sdk?: never;
      live?: never;
      session?: never;
      rights?: never;
      logger?: never;
    }
);

export function FleetProvider(props: FleetProviderProps) {
  const { sdk, live, logger, connection: given } = props;
  const hostRights = props.session ?? props.rights;
  // One signal per provider, so new rights (or a session given later) reach the widgets
  // without a new connection, which would start them over.
  const [rightsInput] = useState(() => hostRightsInput(hostRights));
  useEffect(() => rightsInput.set(hostRights), [rightsInput, hostRights]);
  // Making a connection has no side effect until it is held (below).
  const connection = useMemo(
    () =>
      given ??
      createFleetConnection({
        sdk: sdk as FleetSdk,
        live: live ?? null,
        rights: rightsInput.given,
        ...(logger && { logger }),
      }),
    [given, sdk, live, logger, rightsInput],
  );
  useEffect(() => connection.hold(), [connection]);
  return <FleetContext value={connection}>{props.children}</FleetContext>;
}

/** The connection of the nearest FleetProvider (or custom element); throws without one. */
export function useFleet(): FleetConnection {
  const connection = useContext(FleetContext);
  if (!connection)
    throw new Error(
      'useFleet() needs a <FleetProvider sdk={…}> above it (custom elements provide their own).',
    );
  return connection;
}

/** The nearest connection, or null outside any FleetProvider. */
export function useOptionalFleet(): FleetConnection | null {
  return useContext(FleetContext);
}
