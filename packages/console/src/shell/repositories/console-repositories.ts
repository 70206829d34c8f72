// The repositories shared with the user, for the switcher: one store per page (FleetApp).
import { createRepositoriesStore, type RepositoriesStore } from '@fleet/sdk';
import { fleetApp, type FleetApp } from '../../app/fleet-app';

const byApp = new WeakMap<FleetApp, RepositoriesStore>();

export function consoleRepositories(app: FleetApp = fleetApp()): RepositoriesStore {
  let store = byApp.get(app);
  if (!store) {
    store = createRepositoriesStore({ fleet: app.fleet });
    byApp.set(app, store);
  }
  return store;
}
