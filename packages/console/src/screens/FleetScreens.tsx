// The screens' connection to the API: the widgets inside read the console's SDK and its live
// channel (SPEC §4 live events) through a FleetProvider, so lists update live, and the
// session's rights, so their actions are marked not permitted without the right (SPEC §2, §6).
import { FleetProvider } from '@fleet/elements';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { fleetApp } from '../app/fleet-app';

/** The route's screens, or `children` for a screen outside the main layout (onboarding). */
export function FleetScreens({ children }: { children?: ReactNode }) {
  const app = fleetApp();
  return (
    <FleetProvider sdk={app.fleet} live={app.live()} session={app.session}>
      {children ?? <Outlet />}
    </FleetProvider>
  );
}
