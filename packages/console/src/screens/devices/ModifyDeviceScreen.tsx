// SPEC §2 /devices/{id}/modify: the device's name (non-empty, trimmed) and notes (may be empty,
// SPEC §5). Saving both reports each on its own ('Name updated successfully' / 'Name not
// updated', 'Description updated successfully' / 'Description not updated') as toasts.
import { Skeleton } from '@fleet/elements';
import { useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { DeviceEditForm } from './DeviceEditForm';
import { Alert } from '../parts/Alert';
import { useDevice } from './use-device';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/devices';

export function ModifyDeviceScreen() {
  const t = useConsoleText();
  const { id = '' } = useParams();
  const loaded = useDevice(id);
  const name = loaded.state === 'known' ? loaded.device.deviceName : id;
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.devices.modify.title', { name })} />
      {loaded.state === 'loading' && <Skeleton shape="rect" height="8rem" />}
      {loaded.state === 'failed' && (
        <Alert>{t('console.devices.detail.loadFailed', { reason: loaded.reason })}</Alert>
      )}
      {loaded.state === 'known' && <DeviceEditForm device={loaded.device} />}
    </section>
  );
}

export { ModifyDeviceScreen as Component };
