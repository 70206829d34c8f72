// The screens' connection to the API: the widgets inside read the console's SDK and its live
// channel (SPEC §4 live events) through a FleetProvider, so lists update live, and the
// session's rights, so their actions are marked not permitted without the right (SPEC §2, §6).
import { FleetProvider } from '@fleet/elements';
import { Outlet } from 'react-router';
import { fleetApp } from '../app/fleet-app';

export function FleetScreens() {
  const app = fleetApp();
  return (
    <FleetProvider sdk={app.fleet} live={app.live()} session={app.session}>
      <Outlet />
    </FleetProvider>
  );
}
