// The main areas of SPEC §2, named in the user's language, each with its icon; the current
// area is marked (aria-current and a bar beside it). On a narrow screen it is shown only while
// the header's menu button has it open.
import {
  Cpu,
  HardDriveDownload,
  LayoutDashboard,
  Network,
  Package,
  Rocket,
  SquareTerminal,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useConsoleText, type ConsoleMessageId } from '../i18n';
import { nav, navIcon, navLink, navList } from './shell.css';
import type { NavigationMenu } from './use-navigation-menu';

export const NAVIGATION_ID = 'main-navigation';

const AREAS: readonly { to: string; label: ConsoleMessageId; icon: LucideIcon; end?: true }[] = [
  { to: '/', label: 'console.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/devices', label: 'console.nav.devices', icon: Cpu },
  { to: '/fleets', label: 'console.nav.fleets', icon: Network },
  { to: '/packages', label: 'console.nav.packages', icon: Package },
  { to: '/lockboxes', label: 'console.nav.lockboxes', icon: HardDriveDownload },
  { to: '/rollouts', label: 'console.nav.rollouts', icon: Rocket },
  { to: '/remote-access', label: 'console.nav.remoteAccess', icon: SquareTerminal },
  { to: '/account', label: 'console.nav.account', icon: UserRound },
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
        {AREAS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end === true} className={navLink}>
              <Icon className={navIcon} aria-hidden="true" focusable="false" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
