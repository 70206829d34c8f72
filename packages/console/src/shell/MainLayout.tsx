// The main layout every SPEC §2 route sits in: the theme root, header, navigation,
// breadcrumbs and the screen, all on the screens' one connection to the API (FleetScreens),
// so the shell's own flows (the Device Limit dialog) read the same query cache the live
// channel keeps current.
import { Outlet } from 'react-router';
import { BannerArea } from '../banners/BannerArea';
import { PreferencesSync } from '../preferences/PreferencesSync';
import { FleetScreens } from '../screens/FleetScreens';
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
      <FleetScreens>
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
      </FleetScreens>
    </ConsoleRoot>
  );
}
