// A plain text link inside the console (a table's row action): the router's navigation, a
// modified click opening a new tab as links do, and SPEC §2's not-permitted mark.
import { Link } from '@fleet/elements';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

export interface RouterLinkProps {
  to: string;
  /** The accessible name, when the visible text alone is ambiguous in a list. */
  label?: string;
  notPermitted?: boolean;
  children: ReactNode;
}

export function RouterLink({ to, label, notPermitted = false, children }: RouterLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Link
      href={href}
      aria-label={label}
      notPermitted={notPermitted}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
