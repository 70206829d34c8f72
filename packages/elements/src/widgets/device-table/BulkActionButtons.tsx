// The buttons of the bulk actions bar (SPEC §4 hibernation, device delete), loaded when a
// selection first exists (BulkActions.tsx). Delete asks first. Each device's action runs
// through the device actions store (transient flags in the rows); failures end in one negative
// toast with the first reason (SPEC §8 texts unless the server said more). Hibernate and Wake
// need the devices hibernate right, Delete the devices delete right (SPEC §6): without it the
// button is marked not permitted.
import { useState } from 'react';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { Dialog } from '../../primitives/dialog/Dialog.js';
import { useToasts } from '../../primitives/toast/ToastProvider.js';
import type { BulkActionsProps } from './BulkActions.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

export function BulkActionButtons({ selected, actions, onClear }: BulkActionsProps) {
  const t = useFormatMessage();
  const toasts = useToasts();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { can } = useCapabilities();
  const mayHibernate = rightProps(can('devices', 'hibernate'));
  const mayDelete = rightProps(can('devices', 'delete'));

  async function run(action: (uuid: string) => Promise<void>) {
    const uuids = [...selected];
    const results = await Promise.allSettled(uuids.map(action));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const [first] = failures;
    if (!first) return;
    const reason = first.reason as unknown;
    toasts.show({
      kind: 'negative',
      message: t('ui.devices.bulkFailed', {
        failed: failures.length,
        count: uuids.length,
        reason: reason instanceof Error ? reason.message : String(reason),
      }),
    });
  }

  return (
    <>
      <Button
        size="sm"
        {...mayHibernate}
        onClick={() => run((uuid) => actions.setHibernation(uuid, true))}
      >
        {t('ui.devices.hibernate')}
      </Button>
      <Button
        size="sm"
        {...mayHibernate}
        onClick={() => run((uuid) => actions.setHibernation(uuid, false))}
      >
        {t('ui.devices.wake')}
      </Button>
      <Button size="sm" variant="negative" {...mayDelete} onClick={() => setConfirmingDelete(true)}>
        {t('ui.devices.delete')}
      </Button>
      <Button size="sm" variant="tertiary" onClick={onClear}>
        {t('ui.devices.clearSelection')}
      </Button>
      <Dialog
        open={confirmingDelete}
        variant="negative"
        title={t('ui.devices.confirmDeleteTitle')}
        confirmLabel={t('ui.devices.delete')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void run((uuid) => actions.deleteDevice(uuid));
        }}
      >
        {t('ui.devices.confirmDelete', { count: selected.length })}
      </Dialog>
    </>
  );
}
