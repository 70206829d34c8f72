// The signed-in user's name and the way out (SPEC §2: /logout returns to the current page).
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'react-router';
import { fleetApp } from '../app/fleet-app';
import { account, brand, header, link } from './shell.css';

export function Header() {
  useSignals();
  const user = fleetApp().session.user.value;
  const { pathname, search, hash } = useLocation();
  const from = encodeURIComponent(`${pathname}${search}${hash}`);
  return (
    <header className={header}>
      <Link to="/" className={brand}>
        Fleet Console
      </Link>
      <div className={account}>
        {user && <span data-testid="signed-in-user">{user.name}</span>}
        {/* A document navigation: the sign-out leaves for the identity provider. */}
        <a href={`/logout?from=${from}`} className={link} data-discover="false">
          Sign out
        </a>
      </div>
    </header>
  );
}
