// Drives a native <dialog> as a modal: shown with showModal() (top layer, the page behind made
// inert), Tab and Shift+Tab kept inside, Escape reported as a dismissal (or ignored for a
// dialog that cannot be dismissed), and focus returned to where it was on close.
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { deepActiveElement, focusableWithin } from '../../dom/focus.js';

export interface ModalDialogOptions {
  open: boolean;
  /** False for dialogs the user cannot close (progress). */
  dismissable: boolean;
  onDismiss?(): void;
  /** Focused when the dialog opens; the dialog itself when absent. */
  initialFocus: RefObject<HTMLElement | null>;
}

export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { open, dismissable, onDismiss, initialFocus }: ModalDialogOptions,
) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = deepActiveElement();
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      (initialFocus.current ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, dialogRef, initialFocus]);

  const dismiss = () => {
    if (dismissable) onDismiss?.();
  };

  return {
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        // Cancelling the keydown stops the browser's own close request.
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Tab') {
        keepTabInside(event);
      }
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // Other close requests (e.g. a back gesture): our state decides, not the browser.
      event.preventDefault();
      dismiss();
    },
    onClose() {
      // The browser closed it anyway (it may refuse to let a close request be cancelled).
      const dialog = dialogRef.current;
      if (!openRef.current || !dialog) return;
      if (dismissable) dismiss();
      else dialog.showModal();
    },
  };
}

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = focusableWithin(event.currentTarget);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = deepActiveElement();
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
