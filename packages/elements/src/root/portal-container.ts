// Where floating content (tooltips, listboxes) renders: inside the FleetRoot scope, so it
// stays in the same shadow root as the widget and under the same theme.
import { createContext, useContext } from 'react';

export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The FleetRoot element once mounted; null during the first render. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
