// A button that opens a popup next to it (a menu, the notification list): Escape closes it and
// gives focus back to the button; a click outside or Tab out of it closes it too.
import {
  useCallback,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

export interface PopupRefs {
  /** The button that opens it; focus returns there. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The element around the button and the popup. */
  anchor: RefObject<HTMLElement | null>;
}

export interface Popup {
  open: boolean;
  show(): void;
  toggle(): void;
  /** Closes it; focus goes back to the button unless told otherwise. */
  close(options?: { returnFocus?: boolean }): void;
  /** For the anchor element: Escape closes. */
  onAnchorKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** For the anchor element: focus moving outside closes, leaving focus there. */
  onAnchorBlur(event: FocusEvent<HTMLElement>): void;
}

export function usePopup(refs: PopupRefs, onOpen?: () => void): Popup {
  const { trigger, anchor } = refs;
  const [open, setOpen] = useState(false);

  const close = useCallback(
    (options: { returnFocus?: boolean } = {}) => {
      setOpen(false);
      if (options.returnFocus ?? true) trigger.current?.focus();
    },
    [trigger],
  );

  const show = useCallback(() => {
    onOpen?.();
    setOpen(true);
  }, [onOpen]);

  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes it, leaving focus where that press put it.
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, anchor]);

  return {
    open,
    show,
    toggle: () => (open ? close() : show()),
    close,
    onAnchorKeyDown(event) {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    },
    onAnchorBlur(event) {
      const next = event.relatedTarget;
      if (open && next instanceof Node && !event.currentTarget.contains(next))
        close({ returnFocus: false });
    },
  };
}
