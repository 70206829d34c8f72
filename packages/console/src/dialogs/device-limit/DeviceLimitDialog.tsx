// SPEC §2 Device Limit dialog: the Maker account's device limit is reached; a free trial is
// offered. Escape counts as 'Remind Me Later'.
import { Dialog } from '@fleet/elements';
import { MAKER_DEVICE_LIMIT } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';

export interface DeviceLimitDialogProps {
  open: boolean;
  onStartTrial(): void;
  onRemindLater(): void;
}

export function DeviceLimitDialog({ open, onStartTrial, onRemindLater }: DeviceLimitDialogProps) {
  const t = useConsoleText();
  return (
    <Dialog
      open={open}
      type="confirm"
      variant="info"
      title={t('deviceLimit.title')}
      confirmLabel={t('deviceLimit.startTrial')}
      cancelLabel={t('deviceLimit.remindLater')}
      onConfirm={onStartTrial}
      onCancel={onRemindLater}
    >
      {t('deviceLimit.message', { limit: MAKER_DEVICE_LIMIT })}
    </Dialog>
  );
}
