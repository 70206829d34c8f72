// The device's pending and scheduled updates (SPEC §3 update list; updateInfo first): a pending
// one shows in progress once the device has fetched it (SPEC §4). Each can be cancelled, and
// one already fetched only by force (SPEC §4 update cancellation), after a confirmation.
import {
  Button,
  DeviceStatusBadge,
  EmptyState,
  rightProps,
  Table,
  type TableColumn,
  useCapabilities,
  useSignalValue,
} from '@fleet/elements';
import { NO_TRANSIENT_FLAGS, type DeviceUpdate } from '@fleet/sdk';
import { assignmentDisplayState } from '@fleet/sdk/domain';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { actions, mono } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export function OpenUpdates({ page, deviceUuid }: { page: DevicePage; deviceUuid: string }) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const dialogs = useConsoleDialogs();
  const formatDateTime = useFormatDateTime();
  const { can } = useCapabilities();
  const updates = useSignalValue(page.detail.updates.data) ?? [];
  const loading = useSignalValue(page.detail.updates.loading);
  const error = useSignalValue(page.detail.updates.error);
  const flags = useSignalValue(page.actions.flags).get(deviceUuid) ?? NO_TRANSIENT_FLAGS;
  const mayCancel = rightProps(can('updates', 'cancel'), flags.cancelingUpdate);

  async function cancel(update: DeviceUpdate, force: boolean) {
    const confirmed = await dialogs.confirm({
      title: t(
        force
          ? 'console.devices.actions.confirmForceCancelTitle'
          : 'console.devices.actions.confirmCancelTitle',
      ),
      message: t(
        force
          ? 'console.devices.actions.confirmForceCancelMessage'
          : 'console.devices.actions.confirmCancelMessage',
      ),
      variant: 'warning',
      confirmLabel: t(
        force
          ? 'console.devices.actions.forceCancelUpdate'
          : 'console.devices.actions.cancelUpdate',
      ),
      cancelLabel: t('console.devices.actions.keepUpdate'),
    });
    if (!confirmed) return;
    try {
      await page.actions.cancelUpdate(deviceUuid, update.id, { force });
      toasts.positive(t('console.devices.actions.updateCanceled'));
    } catch (error) {
      toasts.negative(errorText(error));
    }
  }

  const columns: TableColumn<DeviceUpdate>[] = [
    {
      id: 'state',
      header: t('console.devices.updates.state'),
      cell: (update) => (
        <DeviceStatusBadge
          state={update.state === 'Scheduled' ? 'updateScheduled' : assignmentDisplayState(update)}
        />
      ),
    },
    {
      id: 'packages',
      header: t('console.devices.updates.packages'),
      cell: (update) => <span className={mono}>{update.packageIds.join(', ')}</span>,
    },
    {
      id: 'scheduledFor',
      header: t('console.devices.updates.scheduledFor'),
      cell: (update) =>
        update.scheduledFor
          ? formatDateTime(update.scheduledFor)
          : t('console.devices.updates.now'),
    },
    {
      id: 'createdAt',
      header: t('console.devices.updates.createdAt'),
      cell: (update) => formatDateTime(update.createdAt),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.devices.updates.actions'),
      cell: (update) => (
        <div className={actions}>
          {update.inFlight ? (
            <Button size="sm" variant="warning" {...mayCancel} onClick={() => cancel(update, true)}>
              {t('console.devices.actions.forceCancelUpdate')}
            </Button>
          ) : (
            <Button size="sm" {...mayCancel} onClick={() => cancel(update, false)}>
              {t('console.devices.actions.cancelUpdate')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      {error && <Alert>{t('console.devices.updates.loadFailed', { reason: error.message })}</Alert>}
      <Table
        label={t('console.devices.updates.pendingTable')}
        columns={columns}
        rows={updates}
        rowId={(update) => update.id}
        loading={loading && updates.length === 0}
        empty={<EmptyState title={t('console.devices.updates.noneOpen')} />}
      />
    </>
  );
}
