// What a user does to the device shown (SPEC §4): modify it, update it, hibernate or wake it,
// delete it (after a confirmation). Each is marked not permitted without its right (SPEC §2,
// §6); a failure shows the SDK's text (SPEC §8) in a negative toast.
import { Button, rightProps, useCapabilities, useSignalValue } from '@fleet/elements';
import { NO_TRANSIENT_FLAGS, type DeviceDetail } from '@fleet/sdk';
import { useNavigate } from 'react-router';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { actions as actionsClass } from '../parts/parts.css';
import { errorText } from '../parts/error-text';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export interface DeviceActionsProps {
  device: DeviceDetail;
  page: DevicePage;
}

export function DeviceActions({ device, page }: DeviceActionsProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const dialogs = useConsoleDialogs();
  const navigate = useNavigate();
  const { can } = useCapabilities();
  const uuid = device.deviceUuid;
  const name = device.deviceName;
  const flags = useSignalValue(page.actions.flags).get(uuid) ?? NO_TRANSIENT_FLAGS;
  const busy = flags.hibernating || flags.wakingUp || flags.deleting;
  const path = `/devices/${encodeURIComponent(uuid)}`;
  const mayModify =
    can('devices', 'updateName') !== 'denied' || can('devices', 'updateNotes') !== 'denied';

  async function toggleHibernation() {
    const hibernate = !device.hibernated;
    try {
      await page.actions.setHibernation(uuid, hibernate);
      toasts.positive(
        t(hibernate ? 'console.devices.actions.hibernated' : 'console.devices.actions.wokenUp', {
          name,
        }),
      );
    } catch (error) {
      toasts.negative(errorText(error));
    }
  }

  async function deleteDevice() {
    const confirmed = await dialogs.confirm({
      title: t('console.devices.actions.confirmDeleteTitle', { name }),
      message: t('console.devices.actions.confirmDeleteMessage'),
      variant: 'negative',
      confirmLabel: t('console.devices.actions.delete'),
    });
    if (!confirmed) return;
    try {
      await page.actions.deleteDevice(uuid);
      toasts.positive(t('console.devices.actions.deleted', { name }));
      void navigate('/devices');
    } catch (error) {
      toasts.negative(errorText(error));
    }
  }

  return (
    <div className={actionsClass} role="group" aria-label={t('console.devices.actions.label')}>
      <ActionLink to={`${path}/modify`} variant="secondary" notPermitted={!mayModify}>
        {t('console.devices.actions.modify')}
      </ActionLink>
      <ActionLink
        to={`${path}/update`}
        variant="primary"
        notPermitted={can('updates', 'initiate') === 'denied'}
      >
        {t('console.devices.actions.update')}
      </ActionLink>
      <Button {...rightProps(can('devices', 'hibernate'), busy)} onClick={toggleHibernation}>
        {t(
          device.hibernated ? 'console.devices.actions.wake' : 'console.devices.actions.hibernate',
        )}
      </Button>
      <Button
        variant="negative"
        {...rightProps(can('devices', 'delete'), busy)}
        onClick={deleteDevice}
      >
        {t('console.devices.actions.delete')}
      </Button>
    </div>
  );
}
