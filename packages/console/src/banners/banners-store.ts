// The banners of /banners.yaml for the page (SPEC §3 Banner, §4 Banners): one store per
// FleetApp, sharing the user options of the preferences (dismissals are a user option). The
// notification list shows the banners with container 'notification' by attaching itself:
// `notifications.attachBanners({ notificationBanners: banners.notificationBanners,
// dismiss: banners.dismiss })`.
import { createBannersStore, type BannersStore } from '@fleet/sdk';
import { fleetApp, type FleetApp } from '../app/fleet-app';
import { preferenceStores } from '../preferences/preference-stores';

const byApp = new WeakMap<FleetApp, BannersStore>();

export function consoleBanners(app: FleetApp = fleetApp()): BannersStore {
  let store = byApp.get(app);
  if (!store) {
    store = createBannersStore({
      fleet: app.fleet,
      userOptions: preferenceStores(app).userOptions,
      userTypes: app.session.userTypes,
    });
    byApp.set(app, store);
  }
  return store;
}
