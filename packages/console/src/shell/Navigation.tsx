// The main areas of SPEC §2.
import { NavLink } from 'react-router';
import { nav, navLink, navList } from './shell.css';

const AREAS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/devices', label: 'Devices' },
  { to: '/fleets', label: 'Fleets' },
  { to: '/packages', label: 'Packages' },
  { to: '/lockboxes', label: 'Offline Updates' },
  { to: '/remote-access', label: 'Remote Access' },
  { to: '/account', label: 'Account' },
] as const;

export function Navigation() {
  return (
    <nav aria-label="Main" className={nav}>
      <ul className={navList}>
        {AREAS.map((area) => (
          <li key={area.to}>
            <NavLink to={area.to} end={'end' in area} className={navLink}>
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
