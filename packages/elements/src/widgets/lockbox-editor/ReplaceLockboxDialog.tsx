// Saving under the name of an existing offline update replaces its contents: asked first.
import { useFormatMessage } from '../../i18n/format-message.js';
import { Dialog } from '../../primitives/dialog/Dialog.js';
import { LOCKBOX_EDITOR_TEXTS } from './lockbox-editor-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(LOCKBOX_EDITOR_TEXTS);

export interface ReplaceLockboxDialogProps {
  /** The name taken; undefined: the dialog is closed. */
  name: string | undefined;
  onAnswer(replace: boolean): void;
}

export function ReplaceLockboxDialog({ name, onAnswer }: ReplaceLockboxDialogProps) {
  const t = useFormatMessage();
  return (
    <Dialog
      open={name !== undefined}
      type="confirm"
      variant="warning"
      title={t('ui.lockbox.replaceTitle')}
      confirmLabel={t('ui.lockbox.replace')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      {t('ui.lockbox.replaceMessage', { name: name ?? '' })}
    </Dialog>
  );
}
