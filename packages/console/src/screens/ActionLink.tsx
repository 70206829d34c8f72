// A link that reads as an action (e.g. 'Pair device', an onboarding step): a button's look,
// the router's navigation (a modified click opens a new tab as links do), and SPEC §2's
// not-permitted mark (disabled, with the tooltip) when the user lacks the right for where it
// leads.
import { Link, type Variant } from '@fleet/elements';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

export interface ActionLinkProps {
  to: string;
  variant?: Variant;
  notPermitted?: boolean;
  children: ReactNode;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function ActionLink({
  to,
  variant = 'primary',
  notPermitted = false,
  children,
}: ActionLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Link
      appearance="button"
      variant={variant}
      href={href}
      notPermitted={notPermitted}
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
