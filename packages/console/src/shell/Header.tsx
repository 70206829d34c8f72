// The header of the main layout (SPEC §2 app shell): the brand, the repository switcher, the
// notification list and the user menu.
import { Link } from 'react-router';
import { useConsoleText } from '../i18n';
import { NotificationList } from './notifications/NotificationList';
import { RepositorySwitcher } from './repositories/RepositorySwitcher';
import { account, brand, header } from './shell.css';
import { UserMenu } from './user-menu/UserMenu';

export function Header() {
  const t = useConsoleText();
  return (
    <header className={header}>
      <Link to="/" className={brand}>
        {t('console.brand')}
      </Link>
      <div className={account}>
        <RepositorySwitcher />
        <NotificationList />
        <UserMenu />
      </div>
    </header>
  );
}
