// The banners store (SPEC §3 Banner, §4 Banners, §6 "Banners are targeted by these user
// types", §7 Static): the banners of /banners.yaml the user sees now. A banner shows inside
// its startDate..endDate, to the user types it targets, until dismissed; dismissals are kept in
// the dismissed-banners user option. Banners with container 'notification' go to the
// notifications store instead.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  dismissBanner,
  notificationBanners,
  visibleBanners,
  type BannerContext,
} from '../domain/banners';
import type { UserType } from '../domain/roles';
import { USER_OPTION_KEYS } from '../domain/user-options';
import type { FleetSdk } from '../fleet';
import type { Banner } from '../resources/public';
import type { NotificationsStore } from './notifications';
import { asyncState } from './support/async-state';
import { realScheduler, type Scheduler } from './support/scheduler';
import type { UserOptionsStore } from './user-options';

export interface BannersStoreDeps {
  fleet: Pick<FleetSdk, 'public'>;
  userOptions: Pick<UserOptionsStore, 'option' | 'set' | 'load'>;
  /** The signed-in user's types (domain/roles `userTypes`), e.g. from the session store. */
  userTypes: ReadonlySignal<readonly UserType[]>;
  /** Where banners with container 'notification' are shown. */
  notifications?: Pick<NotificationsStore, 'attachBanners'>;
  scheduler?: Scheduler;
}

export type BannersStore = ReturnType<typeof createBannersStore>;

const DAY_MS = 86_400_000;
// setTimeout holds at most a signed 32-bit delay; a later boundary is waited for in steps.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The next moment after `now` at which a banner may appear or disappear. A date-only end lasts
 * its whole day, so each date also counts one day later; an extra wake-up costs nothing.
 */
function nextBoundary(banners: readonly Banner[], now: number): number | undefined {
  let next: number | undefined;
  for (const banner of banners)
    for (const value of [banner.startDate, banner.endDate]) {
      const time = value ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(time)) continue;
      for (const at of [time, time + 1, time + DAY_MS])
        if (at > now && (next === undefined || at < next)) next = at;
    }
  return next;
}

export function createBannersStore(deps: BannersStoreDeps) {
  const { fleet, userOptions, userTypes } = deps;
  const scheduler = deps.scheduler ?? realScheduler;
  const loader = asyncState<Banner[]>();
  const now = signal(scheduler.now());
  const dismissed = userOptions.option(USER_OPTION_KEYS.dismissedBanners);
  let timer: unknown;
  let loadOnce: Promise<void> | undefined;

  // Wakes up when the next banner starts or ends, so visibility follows the clock.
  const stopClock = effect(() => {
    const at = nextBoundary(loader.data.value ?? [], now.value);
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
    if (at === undefined) return;
    timer = scheduler.setTimeout(
      () => {
        timer = undefined;
        now.value = scheduler.now();
      },
      Math.min(at - now.peek(), MAX_TIMER_MS),
    );
  });

  const context = computed<BannerContext>(() => ({
    now: new Date(now.value),
    dismissedBannerIds: dismissed.value ?? [],
    userTypes: userTypes.value,
  }));
  const all = computed(() => loader.data.value ?? []);
  const visible = computed(() => visibleBanners(all.value, context.value));
  const asNotifications = computed(() => notificationBanners(all.value, context.value));
  const byContainer = new Map<string, ReadonlySignal<Banner[]>>();

  function dismiss(bannerId: string): void {
    userOptions.set(
      USER_OPTION_KEYS.dismissedBanners,
      dismissBanner(dismissed.peek() ?? [], bannerId),
    );
  }

  const detach = deps.notifications?.attachBanners({
    notificationBanners: asNotifications,
    dismiss,
  });

  async function fetchBanners(): Promise<void> {
    // The dismissed-banners option is read before showing anything, so no dismissed one flashes.
    await Promise.all([loader.run(() => fleet.public.listBanners()), userOptions.load()]);
    now.value = scheduler.now();
  }

  return {
    /** Every banner of the file, shown or not. */
    banners: loader.data,
    loading: loader.loading,
    error: loader.error,
    /** The banners to show as banners now, highest priority first ('notification' ones excluded). */
    visible,
    /** The visible banners with container 'notification' (shown in the notification list). */
    notificationBanners: asNotifications,

    /** The visible banners of one place (`container`, e.g. 'dashboard'). */
    inContainer(container: string): ReadonlySignal<Banner[]> {
      let banners = byContainer.get(container);
      if (!banners) {
        banners = computed(() => visible.value.filter((b) => b.container === container));
        byContainer.set(container, banners);
      }
      return banners;
    },

    /** Loads /banners.yaml once (and the user options it needs). */
    load(): Promise<void> {
      loadOnce ??= fetchBanners().catch((error: unknown) => {
        loadOnce = undefined;
        throw error;
      });
      return loadOnce;
    },

    reload(): Promise<void> {
      loadOnce = fetchBanners();
      return loadOnce;
    },

    /** Hides a banner for good: saved in the dismissed-banners user option. */
    dismiss,

    dispose(): void {
      stopClock();
      if (timer !== undefined) scheduler.clearTimeout(timer);
      timer = undefined;
      detach?.();
      loader.abort();
    },
  };
}
