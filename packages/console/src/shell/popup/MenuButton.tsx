// A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens the menu on its
// first (or checked) item, ArrowUp on its last; arrows, Home and End move between items;
// Escape closes it and focus returns to the button; Tab leaves and closes it.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { anchor, menuList, popup as popupClass, popupStart, trigger } from './popup.css';
import { usePopup } from './use-popup';

export interface MenuButtonProps {
  /** What the button shows; it is also the button's accessible name unless `buttonLabel`. */
  children: ReactNode;
  buttonLabel?: string;
  /** The menu's accessible name. */
  menuLabel: string;
  /** Shown above the items, outside the menu (e.g. who is signed in). */
  header?: ReactNode;
  /** Which side the popup lines up with. */
  align?: 'start' | 'end';
  testId?: string;
  /** The items: MenuItem elements; `close` closes the menu (after a choice). */
  items(close: () => void): ReactNode;
}

const ITEM_SELECTOR = '[role^="menuitem"]';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

export function MenuButton(props: MenuButtonProps) {
  const { children, buttonLabel, menuLabel, header, align = 'end', testId, items } = props;
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement | null>(null);
  /** Which item takes focus when the menu opens. */
  const openOn = useRef<'first' | 'last'>('first');
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const { open, show, close, onAnchorKeyDown, onAnchorBlur } = usePopup({
    trigger: triggerRef,
    anchor: anchorRef,
  });

  useEffect(() => {
    if (!open) return;
    const all = itemsOf(menuRef.current);
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = openOn.current === 'last' ? all.at(-1) : (checked ?? all[0]);
    (target ?? menuRef.current)?.focus();
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    openOn.current = where;
    show();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = itemsOf(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined && all.length > 0) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Tab') {
      close({ returnFocus: false });
    }
  };

  return (
    <div ref={anchorRef} className={anchor} onKeyDown={onAnchorKeyDown} onBlur={onAnchorBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        data-testid={testId}
        onClick={() => (open ? close() : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div className={align === 'start' ? `${popupClass} ${popupStart}` : popupClass}>
          {header}
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={menuLabel}
            tabIndex={-1}
            className={menuList}
            onKeyDown={onMenuKeyDown}
          >
            {items(() => close())}
          </ul>
        </div>
      )}
    </div>
  );
}
