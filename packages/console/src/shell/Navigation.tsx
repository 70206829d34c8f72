// The main areas of SPEC §2, named in the user's language.
import { NavLink } from 'react-router';
import { useConsoleText, type ConsoleMessageId } from '../i18n';
import { nav, navLink, navList } from './shell.css';

const AREAS: readonly { to: string; label: ConsoleMessageId; end?: true }[] = [
  { to: '/', label: 'console.nav.dashboard', end: true },
  { to: '/devices', label: 'console.nav.devices' },
  { to: '/fleets', label: 'console.nav.fleets' },
  { to: '/packages', label: 'console.nav.packages' },
  { to: '/lockboxes', label: 'console.nav.lockboxes' },
  { to: '/remote-access', label: 'console.nav.remoteAccess' },
  { to: '/account', label: 'console.nav.account' },
];

export function Navigation() {
  const t = useConsoleText();
  return (
    <nav aria-label={t('console.nav.label')} className={nav}>
      <ul className={navList}>
        {AREAS.map((area) => (
          <li key={area.to}>
            <NavLink to={area.to} end={area.end === true} className={navLink}>
              {t(area.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
