// SPEC §2 remote access: sessions, keys and the accept list, each tab behind its list right.
import type { RouteObject } from 'react-router';
import { redirecting, tabs } from '../route-builders';
import { REMOTE_ACCESS_TABS } from '../tabs';

const remoteAccess = () => import('../../screens/remote-access/RemoteAccessScreen');

export const remoteAccessRoutes: RouteObject = redirecting(
  'remote-access',
  { pattern: '/remote-access', crumb: 'console.crumbs.remoteAccess' },
  '/remote-access/sessions',
  [
    tabs(
      ':tab',
      REMOTE_ACCESS_TABS,
      { screen: 'Remote Access', pattern: '/remote-access/{tab}' },
      { load: remoteAccess },
    ),
  ],
);
