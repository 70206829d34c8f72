// The main areas of SPEC §2, named in the user's language, each with its icon; the current
// area is marked (aria-current and a bar beside it). On a narrow screen it is shown only while
// the header's menu button has it open.
import { NavLink } from 'react-router';
import { useConsoleText, type ConsoleMessageId } from '../i18n';
import { Icon } from '../icons/Icon';
import {
  cpu,
  hardDriveDownload,
  layoutDashboard,
  network,
  packageBox,
  rocket,
  squareTerminal,
  userRound,
  type IconShape,
} from '../icons/shapes';
import { nav, navIcon, navLink, navList } from './shell.css';
import type { NavigationMenu } from './use-navigation-menu';

export const NAVIGATION_ID = 'main-navigation';

const AREAS: readonly { to: string; label: ConsoleMessageId; icon: IconShape; end?: true }[] = [
  { to: '/', label: 'console.nav.dashboard', icon: layoutDashboard, end: true },
  { to: '/devices', label: 'console.nav.devices', icon: cpu },
  { to: '/fleets', label: 'console.nav.fleets', icon: network },
  { to: '/packages', label: 'console.nav.packages', icon: packageBox },
  { to: '/lockboxes', label: 'console.nav.lockboxes', icon: hardDriveDownload },
  { to: '/rollouts', label: 'console.nav.rollouts', icon: rocket },
  { to: '/remote-access', label: 'console.nav.remoteAccess', icon: squareTerminal },
  { to: '/account', label: 'console.nav.account', icon: userRound },
];

export function Navigation({ menu: { open, navigationRef, onKeyDown } }: { menu: NavigationMenu }) {
  const t = useConsoleText();
  return (
    <nav
      id={NAVIGATION_ID}
      ref={navigationRef}
      aria-label={t('console.nav.label')}
      className={nav}
      data-open={open}
      onKeyDown={onKeyDown}
    >
      <ul className={navList}>
        {AREAS.map(({ to, label, icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end === true} className={navLink}>
              <Icon shape={icon} className={navIcon} />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
