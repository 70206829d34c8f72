// The screens' connection to the API: the widgets inside read the console's SDK and its live
// channel (SPEC §4 live events) through a FleetProvider, so lists update live, and the
// session's rights, so their actions are marked not permitted without the right (SPEC §2, §6).
import { FleetProvider } from '@fleet/elements';
import type { ReactNode } from 'react';
import { fleetApp } from '../app/fleet-app';

/** `children` (the main layout, or the onboarding outside it) on the console's connection. */
export function FleetScreens({ children }: { children: ReactNode }) {
  const app = fleetApp();
  return (
    <FleetProvider sdk={app.fleet} live={app.live()} session={app.session}>
      {children}
    </FleetProvider>
  );
}
