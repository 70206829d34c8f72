// The generic dialog on screen (ConsoleDialogs.tsx), drawn with the elements' Dialog: a chunk
// of its own, loaded when a screen first asks for a dialog rather than with the main layout.
import { Dialog } from '@fleet/elements';
import type { DialogQueue, DialogView } from './dialog-queue';

export function QueuedDialog({ queue, view }: { queue: DialogQueue; view: DialogView }) {
  const { dialog, open } = view;
  return (
    <Dialog
      key={dialog.id}
      open={open}
      type={dialog.type}
      variant={dialog.variant}
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      cancelLabel={dialog.cancelLabel}
      inputLabel={dialog.inputLabel}
      defaultValue={dialog.defaultValue}
      progress={dialog.progress}
      onConfirm={(value) => queue.answer(dialog.id, value)}
      onCancel={() => queue.answer(dialog.id, undefined)}
    >
      {dialog.message}
    </Dialog>
  );
}
