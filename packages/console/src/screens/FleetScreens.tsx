// The screens' connection to the API: the widgets inside read the console's SDK and its live
// channel (SPEC §4 live events) through a FleetProvider, so lists update live, and the
// session's rights, so their actions are marked not permitted without the right (SPEC §2, §6).
// They share the page's user options store (loaded once for the page) rather than reading
// the user's options again.
import { FleetProvider, useFleet } from '@fleet/elements';
import type { ReactNode } from 'react';
import { fleetApp } from '../app/fleet-app';

/** `children` (the main layout, or the onboarding outside it) on the console's connection. */
export function FleetScreens({ children }: { children: ReactNode }) {
  const app = fleetApp();
  return (
    <FleetProvider sdk={app.fleet} live={app.live()} session={app.session}>
      <PageUserOptions>{children}</PageUserOptions>
    </FleetProvider>
  );
}

/**
 * Gives the connection the page's user options store before any widget asks for it. The
 * connection disposes its shared stores when it closes: the page's store outlives it.
 */
function PageUserOptions({ children }: { children: ReactNode }) {
  const { userOptions } = fleetApp();
  useFleet().shared('userOptions', () => ({ ...userOptions, dispose: () => undefined }));
  return children;
}
