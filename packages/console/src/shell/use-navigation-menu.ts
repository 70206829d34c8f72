// The navigation behind the menu button of a narrow screen (WAI-ARIA disclosure): the button
// opens it and focus moves to its first link; Escape closes it and gives focus back to the
// button; choosing a screen closes it. On a wide screen the navigation is always shown and the
// button is hidden, so this state changes nothing there.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

export interface NavigationMenu {
  open: boolean;
  toggle(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  navigationRef: RefObject<HTMLElement | null>;
  /** For the button and the navigation: Escape closes the menu. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export function useNavigationMenu(): NavigationMenu {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const navigationRef = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) navigationRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  return {
    open,
    toggle: () => setOpen((was) => !was),
    buttonRef,
    navigationRef,
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
