// The panel of the selected device tab.
import { SessionList } from '@fleet/elements';
import { InstalledPackagesTab } from './InstalledPackagesTab';
import { UpdateEventsTab } from './UpdateEventsTab';
import { UpdateHistoryTab } from './UpdateHistoryTab';
import type { DevicePage } from './use-device-page';

export interface DeviceTabPanelProps {
  tab: string;
  page: DevicePage;
  deviceUuid: string;
  goTo(tab: string): void;
}

export function DeviceTabPanel({ tab, page, deviceUuid, goTo }: DeviceTabPanelProps) {
  switch (tab) {
    case 'packages':
      return <InstalledPackagesTab page={page} />;
    case 'events':
      return <UpdateEventsTab page={page} />;
    case 'remote-access':
      // The widget lists this device's session, with start and end (SPEC §7 remote access).
      return <SessionList deviceUuid={deviceUuid} />;
    default:
      return (
        <UpdateHistoryTab page={page} deviceUuid={deviceUuid} onShowEvents={() => goTo('events')} />
      );
  }
}
