// A plain link to a console address that navigates through the router (a modified click
// still opens a new tab, as links do).
import { Link } from '@fleet/elements';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

export function FleetLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Link
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
