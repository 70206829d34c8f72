// The main layout every SPEC §2 route sits in: the theme root, header, navigation,
// breadcrumbs and the screen.
import { FleetRoot } from '@fleet/elements';
import { Outlet } from 'react-router';
import { readSavedTheme } from '../theme/saved-theme';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { Header } from './Header';
import { Navigation } from './Navigation';
import { main, shell } from './shell.css';

export function MainLayout() {
  return (
    <FleetRoot theme={readSavedTheme()}>
      <div className={shell}>
        <Header />
        <Navigation />
        <main className={main}>
          <AppBreadcrumbs />
          <Outlet />
        </main>
      </div>
    </FleetRoot>
  );
}
