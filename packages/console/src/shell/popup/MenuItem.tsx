// The items of a MenuButton's menu: an action, a link inside the console, a document link (one
// that leaves the single-page app, e.g. sign-out), or a choice among several (menuitemradio).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { check, menuItem } from './popup.css';

interface Common {
  children: ReactNode;
  /** Called after the item did its job (e.g. close the menu). */
  onSelect?(): void;
}

export function MenuAction({ children, onSelect }: Common) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className={menuItem} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

export function MenuChoice({ children, checked, onSelect }: Common & { checked: boolean }) {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitemradio"
        aria-checked={checked}
        tabIndex={-1}
        className={menuItem}
        onClick={onSelect}
      >
        <span className={check} aria-hidden="true">
          {checked ? '✓' : ''}
        </span>
        {children}
      </button>
    </li>
  );
}

export function MenuLink({ children, to, onSelect }: Common & { to: string }) {
  return (
    <li role="none">
      <Link to={to} role="menuitem" tabIndex={-1} className={menuItem} onClick={onSelect}>
        {children}
      </Link>
    </li>
  );
}

/** A link the browser follows itself (the page leaves, e.g. for the identity provider). */
export function MenuDocumentLink({ children, href }: Common & { href: string }) {
  return (
    <li role="none">
      <a href={href} role="menuitem" tabIndex={-1} className={menuItem} data-discover="false">
        {children}
      </a>
    </li>
  );
}
