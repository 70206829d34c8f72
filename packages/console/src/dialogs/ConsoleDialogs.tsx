// Gives every screen of the main layout the generic dialogs (`useConsoleDialogs()`), drawn
// with the elements' Dialog: one at a time, each answered through a promise. The dialog's code
// loads when the first one is asked for (QueuedDialog.tsx), not with the main layout.
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { loadChunk } from '../routing/lazy-chunk';
import { createDialogQueue, type ConsoleDialogs, type DialogQueue } from './dialog-queue';

const QueuedDialog = lazy(async () => ({
  default: (await loadChunk(() => import('./QueuedDialog'))).QueuedDialog,
}));

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
  return (
    <Suspense fallback={null}>
      <QueuedDialog queue={queue} view={view} />
    </Suspense>
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
