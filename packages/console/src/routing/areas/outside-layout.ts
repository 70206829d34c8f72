// SPEC §2 screens outside the main layout: onboarding (sign-in required), debug (the support
// page, sign-in optional), the unauthorized page, and the sign-in/out guards.
import type { RouteObject } from 'react-router';
import { requireSignIn, signInLoader, signOutLoader, startIfSignedIn } from '../guards';
import { lazyScreen, skipGuardsOnQueryChange } from '../route-builders';

const onboarding = () => import('../../screens/onboarding/OnboardingRoute');
const debug = () => import('../../screens/debug/DebugScreen');

export const outsideLayoutRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    loader: requireSignIn,
    shouldRevalidate: skipGuardsOnQueryChange,
    children: [
      {
        index: true,
        handle: { screen: 'Onboarding', pattern: '/onboarding' },
        lazy: lazyScreen(onboarding),
      },
      {
        path: ':step',
        handle: { screen: 'Onboarding', pattern: '/onboarding/{step}' },
        lazy: lazyScreen(onboarding),
      },
    ],
  },
  {
    path: 'debug',
    handle: { screen: 'Debug', pattern: '/debug' },
    loader: startIfSignedIn,
    lazy: lazyScreen(debug),
  },
  {
    path: 'errors/unauthorized',
    lazy: lazyScreen(() => import('../../screens/UnauthorizedScreen')),
  },
  { path: 'login', loader: signInLoader },
  { path: 'register', loader: signInLoader },
  { path: 'logout', loader: signOutLoader },
];
