// DOM events from widgets: `fleet-*` CustomEvents that bubble and cross shadow boundaries
// (composed), so a listener on the element, its parent or the document hears them.
import { createContext, useContext } from 'react';

/**
 * Dispatches a `fleet-*` event from `target`. Cancelable: returns false when a listener called
 * preventDefault(), for widgets that document a default action a host may veto.
 */
export function dispatchFleetEvent<Detail>(
  target: EventTarget,
  name: `fleet-${string}`,
  detail: Detail,
): boolean {
  return target.dispatchEvent(
    new CustomEvent<Detail>(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** The custom element a widget renders in; null when rendered as a plain React component. */
export const FleetHostContext = createContext<HTMLElement | null>(null);

export function useFleetHost(): HTMLElement | null {
  return useContext(FleetHostContext);
}
