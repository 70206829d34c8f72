// The main layout every SPEC §2 route sits in: the theme root, header, navigation,
// breadcrumbs and the screen.
import { Outlet } from 'react-router';
import { BannerArea } from '../banners/BannerArea';
import { PreferencesSync } from '../preferences/PreferencesSync';
import { ConsoleRoot } from '../theme/ConsoleRoot';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { Header } from './Header';
import { LiveChannelStatus } from './LiveChannelStatus';
import { Navigation } from './Navigation';
import { ShellServices } from './ShellServices';
import { main, shell } from './shell.css';
import { useNavigationMenu } from './use-navigation-menu';

export function MainLayout() {
  const menu = useNavigationMenu();
  return (
    <ConsoleRoot>
      <PreferencesSync />
      <ShellServices>
        <div className={shell}>
          <Header menu={menu} />
          <LiveChannelStatus />
          <Navigation menu={menu} />
          <main className={main}>
            <BannerArea />
            <AppBreadcrumbs />
            <Outlet />
          </main>
        </div>
      </ShellServices>
    </ConsoleRoot>
  );
}
