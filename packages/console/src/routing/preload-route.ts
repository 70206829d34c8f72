// Starts loading the code of the routes an address matches (their `lazy` parts) before the
// router runs them; the router then finds the same modules already on their way. Failures
// are left to the router, which loads again and shows its error screen.
import { matchRoutes, type RouteObject } from 'react-router';

export function preloadRoute(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy !== 'object') continue;
    for (const load of Object.values(route.lazy)) {
      if (typeof load === 'function') {
        void Promise.resolve()
          .then(() => (load as () => unknown)())
          .catch(() => undefined);
      }
    }
  }
}
