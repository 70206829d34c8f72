// Gives every screen of the main layout the generic dialogs (`useConsoleDialogs()`), drawn
// with the elements' Dialog: one at a time, each answered through a promise.
import { Dialog } from '@fleet/elements';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createDialogQueue, type ConsoleDialogs, type DialogQueue } from './dialog-queue';

const DialogsContext = createContext<ConsoleDialogs | null>(null);

export function ConsoleDialogsProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createDialogQueue);
  useEffect(() => () => queue.dispose(), [queue]);
  return (
    <DialogsContext value={queue}>
      {children}
      <QueuedDialogs queue={queue} />
    </DialogsContext>
  );
}

function QueuedDialogs({ queue }: { queue: DialogQueue }) {
  const view = useSyncExternalStore(queue.subscribe, queue.view, queue.view);
  // The Dialog has closed (and given focus back) by the time effects run: the next may open.
  useEffect(() => {
    if (view && !view.open) queue.advance();
  }, [view, queue]);
  if (!view) return null;
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

/**
 * The generic dialogs of SPEC §2 for a screen:
 * `if (await dialogs.confirm({ title: 'Delete the fleet?', variant: 'negative' })) …`.
 */
export function useConsoleDialogs(): ConsoleDialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs)
    throw new Error('useConsoleDialogs() needs the main layout (ConsoleDialogsProvider).');
  return dialogs;
}
