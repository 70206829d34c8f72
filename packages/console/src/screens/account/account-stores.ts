// The account store of the page (API clients, keys, credentials.zip): one per FleetApp, made on
// first use with the session's user id, as preference-stores.ts does for the user options.
import { createAccountStore, type AccountStore } from '@fleet/sdk';
import { computed } from '@preact/signals-react';
import { fleetApp, type FleetApp } from '../../app/fleet-app';

const byApp = new WeakMap<FleetApp, AccountStore>();

export function accountStore(app: FleetApp = fleetApp()): AccountStore {
  let store = byApp.get(app);
  if (!store) {
    const { session } = app;
    store = createAccountStore({
      fleet: app.fleet,
      userId: computed(() => session.user.value?.userId),
    });
    byApp.set(app, store);
  }
  return store;
}
