// The generic dialogs of SPEC §2 (confirm, alert, prompt, non-dismissable progress; primary,
// negative, warning or info) as promises any screen can await. One dialog shows at a time; the
// others wait in line. A dialog that is answered first closes (so focus goes back where it
// was), then the next one opens: `advance()` moves on once the closing has been shown.
import type { DialogType, DialogVariant } from '@fleet/elements';

export interface DialogOptions {
  title: string;
  message?: string;
  variant?: DialogVariant;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface PromptOptions extends DialogOptions {
  inputLabel?: string;
  defaultValue?: string;
}

export interface ProgressOptions {
  title: string;
  message?: string;
  variant?: DialogVariant;
  /** 0 to 1; omitted while unknown. */
  progress?: number;
}

/** What the screen shows for one dialog. */
export interface QueuedDialog extends PromptOptions {
  id: number;
  type: DialogType;
  variant: DialogVariant;
  progress?: number;
}

/** The dialog on screen, and whether it is open or closing. */
export interface DialogView {
  dialog: QueuedDialog;
  open: boolean;
}

/** A progress dialog the user cannot close: the caller updates and closes it. */
export interface ProgressHandle {
  update(progress: number | undefined, message?: string): void;
  close(): void;
}

export interface ConsoleDialogs {
  /** Resolves true for confirm, false for cancel or Escape. */
  confirm(options: DialogOptions): Promise<boolean>;
  alert(options: DialogOptions): Promise<void>;
  /** Resolves the entered text, or undefined when cancelled. */
  prompt(options: PromptOptions): Promise<string | undefined>;
  progress(options: ProgressOptions): ProgressHandle;
}

export interface DialogQueue extends ConsoleDialogs {
  /** The view to render (stable between changes, for useSyncExternalStore). */
  view(): DialogView | undefined;
  /** The user answered dialog `id`: confirm/OK gives a string ('' but for a prompt), cancel undefined. */
  answer(id: number, value: string | undefined): void;
  /** The closing dialog has been closed on screen: the next one may open. */
  advance(): void;
  subscribe(listener: () => void): () => void;
  /** Cancels every waiting dialog (the page is leaving). */
  dispose(): void;
}

interface Entry {
  dialog: QueuedDialog;
  /** Undefined for progress dialogs: only their caller closes them. */
  settle?: (value: string | undefined) => void;
}

export function createDialogQueue(): DialogQueue {
  let entries: Entry[] = [];
  /** The dialog shown last, kept while it closes. */
  let closing: QueuedDialog | undefined;
  let view: DialogView | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const first = entries[0];
    if (closing)
      view = view?.dialog === closing && !view.open ? view : { dialog: closing, open: false };
    else if (first)
      view =
        view?.dialog === first.dialog && view.open ? view : { dialog: first.dialog, open: true };
    else view = undefined;
    listeners.forEach((listener) => listener());
  };

  const add = (
    type: DialogType,
    options: PromptOptions & { progress?: number },
    settle?: Entry['settle'],
  ): QueuedDialog => {
    const dialog: QueuedDialog = {
      ...options,
      id: nextId++,
      type,
      variant: options.variant ?? 'primary',
    };
    entries = [...entries, { dialog, ...(settle && { settle }) }];
    refresh();
    return dialog;
  };

  /** Takes a dialog out of line; if it was on screen it closes first. */
  const remove = (id: number) => {
    const index = entries.findIndex((entry) => entry.dialog.id === id);
    if (index === -1) return undefined;
    const [entry] = entries.splice(index, 1);
    entries = [...entries];
    if (index === 0 && view?.open) closing = entry?.dialog;
    refresh();
    return entry;
  };

  const ask = (type: DialogType, options: PromptOptions) =>
    new Promise<string | undefined>((resolve) => add(type, options, resolve));

  return {
    confirm: async (options) => (await ask('confirm', options)) !== undefined,
    alert: async (options) => void (await ask('alert', options)),
    prompt: (options) => ask('prompt', options),
    progress(options) {
      let dialog = add('progress', options);
      return {
        update(progress, message) {
          const entry = entries.find((e) => e.dialog.id === dialog.id);
          if (!entry) return;
          dialog = { ...dialog, progress, ...(message !== undefined && { message }) };
          entry.dialog = dialog;
          refresh();
        },
        close: () => void remove(dialog.id),
      };
    },
    view: () => view,
    answer(id, value) {
      const entry = entries.find((e) => e.dialog.id === id);
      if (!entry?.settle) return; // unknown, or a progress dialog
      remove(id);
      entry.settle(value);
    },
    advance() {
      if (!closing) return;
      closing = undefined;
      refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      const waiting = entries;
      entries = [];
      closing = undefined;
      refresh();
      waiting.forEach((entry) => entry.settle?.(undefined));
    },
  };
}
