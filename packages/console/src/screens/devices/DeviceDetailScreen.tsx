// SPEC §2 /devices/{id}/{tab}: a device's header (its facts and actions) and its tabs: installed
// packages, update history, live update events, and remote access (only with the right, SPEC
// §6). The tab is the address's; choosing another goes to its address.
import { EmptyState, Skeleton, Tabs, useCapabilities, useSignalValue } from '@fleet/elements';
import { NO_TRANSIENT_FLAGS } from '@fleet/sdk';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { DEVICE_TABS } from '../../routing/tabs';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { DeviceActions } from './DeviceActions';
import { DeviceFacts } from './DeviceFacts';
import { DeviceTabPanel } from './DeviceTabPanel';
import { Alert } from '../parts/Alert';
import { useDevicePage } from './use-device-page';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/devices';

export function DeviceDetailScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const { id = '', tab = 'updates' } = useParams();
  const page = useDevicePage(id);
  const device = useSignalValue(page.detail.device.data);
  const loading = useSignalValue(page.detail.device.loading);
  const error = useSignalValue(page.detail.device.error);
  // Once shown, a device that is no longer active was deleted (here, or live: SPEC §4).
  const shownUuid = useSignalValue(page.detail.uuid);
  const [opened, setOpened] = useState(false);
  if (!opened && shownUuid === id) setOpened(true);
  const gone = opened && !device && !loading && !error && shownUuid === undefined;
  const flags = useSignalValue(page.actions.flags).get(id) ?? NO_TRANSIENT_FLAGS;
  const mayRemoteAccess = useCapabilities().canEnter('devices:remote-access') === 'granted';
  const tabs = Object.entries(DEVICE_TABS)
    .filter(([key]) => key !== 'remote-access' || mayRemoteAccess)
    .map(([key, spec]) => ({ id: key, label: t(spec.label) }));
  const goTo = (next: string) => void navigate(`/devices/${encodeURIComponent(id)}/${next}`);

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={device?.deviceName ?? t('console.devices.detail.title')}
        actions={device && <DeviceActions device={device} page={page} />}
      />
      {error && !device && (
        <Alert>{t('console.devices.detail.loadFailed', { reason: error.message })}</Alert>
      )}
      {!device && loading && <Skeleton shape="rect" height="8rem" />}
      {gone && (
        <EmptyState
          title={t('console.devices.detail.gone')}
          action={<ActionLink to="/devices">{t('console.devices.update.toDevices')}</ActionLink>}
        />
      )}
      {device && (
        <>
          <DeviceFacts device={device} flags={flags} />
          <Tabs
            label={t('console.devices.detail.tabs')}
            tabs={tabs}
            selectedId={tab}
            onSelect={goTo}
          >
            <DeviceTabPanel tab={tab} page={page} deviceUuid={device.deviceUuid} goTo={goTo} />
          </Tabs>
        </>
      )}
    </section>
  );
}

export { DeviceDetailScreen as Component };
