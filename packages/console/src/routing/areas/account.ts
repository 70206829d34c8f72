// SPEC §2 account: /settings and /account lead to the account's tabs (preferences included).
import type { RouteObject } from 'react-router';
import { redirecting, redirectTo, tabs } from '../route-builders';
import { ACCOUNT_TABS } from '../tabs';

const account = () => import('../../screens/account/AccountScreen');

export const accountRoutes: RouteObject[] = [
  redirectTo('settings', '/account'),
  redirecting(
    'account',
    { pattern: '/account', crumb: 'console.crumbs.account' },
    '/account/information',
    [
      tabs(
        ':tab',
        ACCOUNT_TABS,
        { screen: 'Account', pattern: '/account/{tab}' },
        { load: account },
      ),
    ],
  ),
];
