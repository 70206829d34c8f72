// SPEC §4 live events: while the console's live channel is down, a polite status over the
// page says live updates are interrupted; it goes once the channel is back, and the lists
// shown are fetched again then (syncStoresWithLive in the screens' FleetProvider).
import { LiveConnectionStatus } from '@fleet/elements';
import { fleetApp } from '../app/fleet-app';
import { liveChannelStatus } from './live-channel-status.css';

export function LiveChannelStatus() {
  const live = fleetApp().live();
  if (!live) return null;
  return <LiveConnectionStatus channel={live} className={liveChannelStatus} />;
}
