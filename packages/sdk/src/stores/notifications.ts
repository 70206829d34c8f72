// The notifications store (SPEC §3 Notification, §4 Banners and Notifications, §8 notification
// templates): the notification list, unread until marked read (the read state of the ones that
// outlive a page is kept in the read-notifications user option). Banners whose container is
// 'notification' arrive through `attachBanners` (the banners store attaches itself); removing
// one of those dismisses its banner. The account template is raised while the user's email is
// not confirmed.
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  createNotification,
  markAllRead,
  markRead,
  notificationFromBanner,
  removeNotification,
  unreadCount,
  type BannerNotificationInput,
  type Notification,
  type NotificationTemplateName,
} from '../domain/notifications';
import type { MessageParams } from '../domain/message-format';
import { USER_OPTION_KEYS } from '../domain/user-options';
import { realScheduler, type Scheduler } from './support/scheduler';
import type { UserOptionsStore } from './user-options';

/** The id of the account notification, so it is raised once however often it is asked. */
export const CONFIRM_ACCOUNT_NOTIFICATION_ID = 'account:confirm';

/** Where banner notifications come from (the banners store). */
export interface BannerNotificationSource {
  /** The banners to show as notifications now: visible, with container 'notification'. */
  readonly notificationBanners: ReadonlySignal<readonly BannerNotificationInput[]>;
  /** Dismisses a banner (saved in the dismissed-banners user option). */
  dismiss(bannerId: string): void;
}

export interface NotificationsStoreDeps {
  scheduler?: Scheduler;
  /**
   * Whether the signed-in user confirmed their email (User.emailVerified); false raises the
   * account notification, true clears it, undefined (not known yet) does neither.
   */
  emailVerified?: ReadonlySignal<boolean | undefined>;
  /** Ids of new notifications; default a counter. */
  createId?: () => string;
  /**
   * Where the read state is saved (the read-notifications option), so a notification marked
   * read stays read after a reload. Without it, read state lasts as long as the store.
   */
  userOptions?: Pick<UserOptionsStore, 'option' | 'set'>;
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt);

/** A notification that comes back after a reload (a banner's, the account's): its read state is saved. */
const outlivesPage = (n: Notification) =>
  n.bannerId !== undefined || n.id === CONFIRM_ACCOUNT_NOTIFICATION_ID;

export function createNotificationsStore(deps: NotificationsStoreDeps = {}) {
  const scheduler = deps.scheduler ?? realScheduler;
  let counter = 0;
  const createId = deps.createId ?? (() => `notification:${++counter}`);
  const list = signal<Notification[]>([]);
  const stops: (() => void)[] = [];
  let dismissBanner: ((bannerId: string) => void) | undefined;
  /** The user removed the account notification: not raised again in this session. */
  let accountNoticeRemoved = false;

  const now = () => new Date(scheduler.now());
  // Changes read the list with peek(): called from effects, they must not subscribe to it.
  const add = (notification: Notification) => {
    list.value = [notification, ...list.peek()].sort(newestFirst);
  };
  const drop = (predicate: (n: Notification) => boolean) => {
    const current = list.peek();
    if (current.some(predicate)) list.value = current.filter((n) => !predicate(n));
  };

  const savedRead = deps.userOptions?.option(USER_OPTION_KEYS.readNotifications);
  if (savedRead) {
    // Saved read state applies to what is listed now and to what arrives later.
    stops.push(
      effect(() => {
        const ids = new Set(savedRead.value ?? []);
        const current = list.value;
        if (current.some((n) => !n.read && ids.has(n.id)))
          list.value = current.map((n) => (!n.read && ids.has(n.id) ? { ...n, read: true } : n));
      }),
    );
  }
  /**
   * Saves the read ones that outlive the page. Saved ids not listed now (a banner not loaded
   * yet) are kept; unread ones leave the option.
   */
  const saveRead = () => {
    if (!deps.userOptions) return;
    const current = list.peek();
    const listed = new Set(current.map((n) => n.id));
    const saved = savedRead?.peek() ?? [];
    const ids = [
      ...saved.filter((id) => !listed.has(id)),
      ...current.filter((n) => n.read && outlivesPage(n)).map((n) => n.id),
    ].sort();
    if (ids.join('\n') !== [...saved].sort().join('\n'))
      deps.userOptions.set(USER_OPTION_KEYS.readNotifications, ids);
  };

  if (deps.emailVerified) {
    const emailVerified = deps.emailVerified;
    stops.push(
      effect(() => {
        const verified = emailVerified.value;
        const isAccountNotice = (n: Notification) => n.id === CONFIRM_ACCOUNT_NOTIFICATION_ID;
        if (verified === true) drop(isAccountNotice);
        else if (verified === false && !accountNoticeRemoved && !list.peek().some(isAccountNotice))
          add(
            createNotification('confirmAccount', {
              id: CONFIRM_ACCOUNT_NOTIFICATION_ID,
              createdAt: now(),
            }),
          );
      }),
    );
  }

  function remove(id: string): void {
    const removed = removeNotification(list.peek(), id);
    if (id === CONFIRM_ACCOUNT_NOTIFICATION_ID) accountNoticeRemoved = true;
    list.value = removed.notifications;
    if (removed.dismissBannerId) dismissBanner?.(removed.dismissBannerId);
  }

  return {
    /** Newest first. */
    notifications: list as ReadonlySignal<readonly Notification[]>,
    unreadCount: computed(() => unreadCount(list.value)),

    /** Raises a SPEC §8 template; `operation` fills the '...' of serverError and requestDenied. */
    notify(template: NotificationTemplateName, params?: MessageParams): Notification {
      const notification = createNotification(template, {
        id: createId(),
        createdAt: now(),
        ...(params && { params }),
      });
      add(notification);
      return notification;
    },

    markRead(id: string): void {
      list.value = markRead(list.peek(), id);
      saveRead();
    },

    markAllRead(): void {
      list.value = markAllRead(list.peek());
      saveRead();
    },

    /** Removes a notification; one that shows a banner dismisses that banner too (SPEC §4). */
    remove,

    /**
     * Shows a source's banners as notifications, following it: a banner that appears is added
     * (unread), one that goes (dismissed, expired) is removed. Returns the detach.
     */
    attachBanners(source: BannerNotificationSource): () => void {
      dismissBanner = (bannerId) => source.dismiss(bannerId);
      const stop = effect(() => {
        const banners = source.notificationBanners.value;
        const ids = new Set(banners.map((b) => b.id));
        batch(() => {
          drop((n) => n.bannerId !== undefined && !ids.has(n.bannerId));
          const shown = new Set(list.peek().map((n) => n.bannerId));
          for (const banner of banners)
            if (!shown.has(banner.id)) add(notificationFromBanner(banner, now()));
        });
      });
      stops.push(stop);
      return () => {
        stop();
        dismissBanner = undefined;
        drop((n) => n.bannerId !== undefined);
      };
    },

    dispose(): void {
      stops.splice(0).forEach((stop) => stop());
    },
  };
}
