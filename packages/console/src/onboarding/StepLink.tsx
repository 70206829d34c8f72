// A link styled as a button that navigates inside the console (a plain click stays in the
// page; a modified click opens a new tab as links do).
import { Link, type Variant } from '@fleet/elements';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function StepLink({
  to,
  variant = 'secondary',
  children,
}: {
  to: string;
  variant?: Variant;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Link
      appearance="button"
      variant={variant}
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
