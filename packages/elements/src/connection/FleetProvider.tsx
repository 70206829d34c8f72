// React hosts (the console, partners on React) give widgets their API through a FleetProvider:
// the SDK they already made (and their live channel, if they have one), or a FleetConnection.
// Widgets read it with useFleet(). Custom elements get the same from their attributes and
// properties (withFleetConnection).
import type { FleetSdk, LiveChannel, Logger } from '@fleet/sdk';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
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
      logger?: Logger;
      connection?: never;
    }
  | { connection: FleetConnection; sdk?: never; live?: never; logger?: never }
);

export function FleetProvider(props: FleetProviderProps) {
  const { sdk, live, logger, connection: given } = props;
  // Making a connection has no side effect until it is held (below).
  const connection = useMemo(
    () =>
      given ??
      createFleetConnection({
        sdk: sdk as FleetSdk,
        live: live ?? null,
        ...(logger && { logger }),
      }),
    [given, sdk, live, logger],
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
