// The update history tab: the pending and scheduled updates, then the installation reports.
import { useConsoleText } from '../../i18n';
import { section, subheading } from '../parts/parts.css';
import { InstallationReports } from './InstallationReports';
import { OpenUpdates } from './OpenUpdates';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export interface UpdateHistoryTabProps {
  page: DevicePage;
  deviceUuid: string;
  onShowEvents(): void;
}

export function UpdateHistoryTab({ page, deviceUuid, onShowEvents }: UpdateHistoryTabProps) {
  const t = useConsoleText();
  return (
    <>
      <section className={section} aria-labelledby="device-open-updates">
        <h2 id="device-open-updates" className={subheading}>
          {t('console.devices.updates.current')}
        </h2>
        <OpenUpdates page={page} deviceUuid={deviceUuid} />
      </section>
      <section className={section} aria-labelledby="device-installation-reports">
        <h2 id="device-installation-reports" className={subheading}>
          {t('console.devices.updates.reports')}
        </h2>
        <InstallationReports page={page} onShowEvents={onShowEvents} />
      </section>
    </>
  );
}
