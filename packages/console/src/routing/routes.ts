// Every route of SPEC §2: the main layout (sign-in required) with its screens and redirects
// (areas/main-layout.ts), the screens outside it (areas/outside-layout.ts), and not-found for
// every other address. The layout and each screen load lazily (route-builders.ts); a chunk
// that fails reaches an error screen offering a reload (screens/RouteError.tsx).
import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RootRouteError, RouteError } from '../screens/RouteError';
import { mainLayoutRoutes } from './areas/main-layout';
import { outsideLayoutRoutes } from './areas/outside-layout';
import { requireSignIn } from './guards';
import { loadChunk } from './lazy-chunk';
import { skipGuardsOnQueryChange } from './route-builders';
import { ShellSkeleton } from '../shell/ShellSkeleton';

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootRouteError,
    // Until the first route's loaders are done: the frame main.tsx painted, kept.
    HydrateFallback: ShellSkeleton,
    children: [
      {
        path: '/',
        loader: requireSignIn,
        shouldRevalidate: skipGuardsOnQueryChange,
        lazy: {
          Component: async () => (await loadChunk(() => import('../shell/MainLayout'))).MainLayout,
        },
        children: [
          // The screens, inside the error boundary (the main layout holds their connection to
          // the API, FleetScreens).
          { ErrorBoundary: RouteError, children: mainLayoutRoutes },
        ],
      },
      ...outsideLayoutRoutes,
      { path: '*', Component: NotFoundScreen },
    ],
  },
];
