// The header of the main layout (SPEC §2 app shell): the menu button of a narrow screen, the
// wordmark, the repository switcher, the notification list and the user menu.
import { Link } from 'react-router';
import { useConsoleText } from '../i18n';
import { Icon } from '../icons/Icon';
import { menu as menuIcon, x } from '../icons/shapes';
import { NAVIGATION_ID } from './Navigation';
import { NotificationList } from './notifications/NotificationList';
import { RepositorySwitcher } from './repositories/RepositorySwitcher';
import { account, brand, header, menuButton, navIcon, start } from './shell.css';
import type { NavigationMenu } from './use-navigation-menu';
import { UserMenu } from './user-menu/UserMenu';
import { Wordmark } from './Wordmark';

export function Header({ menu: { open, toggle, buttonRef, onKeyDown } }: { menu: NavigationMenu }) {
  const t = useConsoleText();
  return (
    <header className={header}>
      <div className={start}>
        <button
          ref={buttonRef}
          type="button"
          className={menuButton}
          aria-expanded={open}
          aria-controls={NAVIGATION_ID}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          <Icon shape={open ? x : menuIcon} className={navIcon} />
          {t('console.shell.menu')}
        </button>
        <Link to="/" className={brand}>
          <Wordmark />
        </Link>
      </div>
      <div className={account}>
        <RepositorySwitcher />
        <NotificationList />
        <UserMenu />
      </div>
    </header>
  );
}
