// The notification list of the page (SPEC §3 Notification, §4, §8): one store per FleetApp. It
// raises 'You need to confirm your account. Please check your profile.' while the signed-in
// user's email is not verified, and shows the banners whose container is 'notification'
// (src/banners); removing one of those dismisses its banner. Read state of those is saved in
// the user's options (the preferences' store, so its writes share the one batch).
import { createNotificationsStore, type NotificationsStore } from '@fleet/sdk';
import { computed } from '@preact/signals-react';
import { fleetApp, type FleetApp } from '../../app/fleet-app';
import { consoleBanners } from '../../banners/banners-store';
import { preferenceStores } from '../../preferences/preference-stores';

const byApp = new WeakMap<FleetApp, NotificationsStore>();

export function consoleNotifications(app: FleetApp = fleetApp()): NotificationsStore {
  let store = byApp.get(app);
  if (!store) {
    store = createNotificationsStore({
      emailVerified: computed(() => app.session.user.value?.emailVerified),
      userOptions: preferenceStores(app).userOptions,
    });
    store.attachBanners(consoleBanners(app));
    byApp.set(app, store);
  }
  return store;
}

/** Loads the banners the list shows (once per page; the banners store shares the load). */
export function loadNotificationBanners(app: FleetApp = fleetApp()): void {
  consoleBanners(app)
    .load()
    .catch((error: unknown) => console.warn('Could not load the banners.', error));
}
