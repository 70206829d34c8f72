// The user menu: who is signed in (name, email, account tier), their account and preferences,
// and sign-out (SPEC §2: /logout signs out and returns to the current page).
import { useSignalValue } from '@fleet/elements';
import { useLocation } from 'react-router';
import { fleetApp } from '../../app/fleet-app';
import { useConsoleText } from '../../i18n';
import { MenuButton } from '../popup/MenuButton';
import { MenuDocumentLink, MenuLink } from '../popup/MenuItem';
import * as css from './user-menu.css';

export function UserMenu() {
  const t = useConsoleText();
  const { session } = fleetApp();
  const user = useSignalValue(session.user);
  const ready = useSignalValue(session.ready);
  const commercial = useSignalValue(session.commercialAccess);
  const { pathname, search, hash } = useLocation();
  const from = encodeURIComponent(`${pathname}${search}${hash}`);
  if (!user) return null;

  return (
    <MenuButton
      menuLabel={t('console.userMenu.label')}
      testId="signed-in-user"
      header={
        <div className={css.identity}>
          <strong>{user.name}</strong>
          <span className={css.muted}>{user.email}</span>
          {ready && (
            <span className={css.muted} data-testid="account-tier">
              {t(commercial ? 'console.userMenu.commercial' : 'console.userMenu.maker')}
            </span>
          )}
        </div>
      }
      items={(close) => (
        <>
          <MenuLink to="/account" onSelect={close}>
            {t('console.userMenu.account')}
          </MenuLink>
          <MenuLink to="/account/preferences" onSelect={close}>
            {t('console.userMenu.preferences')}
          </MenuLink>
          <MenuDocumentLink href={`/logout?from=${from}`}>
            {t('console.header.signOut')}
          </MenuDocumentLink>
        </>
      )}
    >
      {user.name}
    </MenuButton>
  );
}
