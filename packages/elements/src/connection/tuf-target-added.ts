// SPEC §4 "TufTargetAdded reloads the package list": a subscription to TufTargetAdded on
// whichever live channel the connection has open now, following it when the channel changes.
import type { FleetConnection } from './fleet-connection.js';

/** Subscribes a listener; returns the unsubscribe. */
export type TufTargetAddedSubscription = (listener: () => void) => () => void;

export function tufTargetAddedOf(connection: FleetConnection): TufTargetAddedSubscription {
  return (listener) => {
    let stop: (() => void) | undefined;
    const unsubscribe = connection.live.subscribe((channel) => {
      stop?.();
      stop = channel?.onTufTargetAdded(listener);
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  };
}
