import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../domain/messages';
import { notificationText, type BannerNotificationInput } from '../domain/notifications';
import { CONFIRM_ACCOUNT_NOTIFICATION_ID, createNotificationsStore } from './notifications';
import type { UserOptionsStore } from './user-options';

const at = (iso: string) => ({ now: () => Date.parse(iso), setTimeout, clearTimeout });

describe('SPEC §8 notification templates', () => {
  it('raises a template with its text, unread, newest first', () => {
    let time = Date.parse('2025-05-01T10:00:00Z');
    const store = createNotificationsStore({
      scheduler: { now: () => time, setTimeout, clearTimeout },
    });
    store.notify('serverError', { operation: 'the device list load' });
    time += 1000;
    store.notify('limitedAccess');
    const [newest, oldest] = store.notifications.value;
    expect(notificationText(newest!)).toBe('You have limited access to this repository');
    expect(newest).toMatchObject({ type: 'access', color: 'warning', read: false });
    expect(notificationText(oldest!)).toBe('A server error occurred during the device list load');
    expect(oldest).toMatchObject({ type: 'error', color: 'negative' });
    expect(store.unreadCount.value).toBe(2);
  });

  it('raises the account notification while the email is not confirmed', () => {
    const emailVerified = signal<boolean | undefined>(undefined);
    const store = createNotificationsStore({
      scheduler: at('2025-05-01T10:00:00Z'),
      emailVerified,
    });
    expect(store.notifications.value).toEqual([]);
    emailVerified.value = false;
    const [account] = store.notifications.value;
    expect(notificationText(account!)).toBe(
      'You need to confirm your account. Please check your profile.',
    );
    expect(account).toMatchObject({ type: 'account', id: CONFIRM_ACCOUNT_NOTIFICATION_ID });
    expect(formatMessage(account!.action!.labelId!)).toBe('View Profile');
    expect(account!.action!.route).toBe('/account/information');
    emailVerified.value = true;
    expect(store.notifications.value).toEqual([]);
  });

  it('does not raise the account notification again once the user removed it', () => {
    const emailVerified = signal<boolean | undefined>(false);
    const store = createNotificationsStore({ emailVerified });
    store.remove(CONFIRM_ACCOUNT_NOTIFICATION_ID);
    emailVerified.value = undefined;
    emailVerified.value = false;
    expect(store.notifications.value).toEqual([]);
  });
});

describe('SPEC §4 notifications: unread until marked read', () => {
  it('marks one, then all, read; removes one', () => {
    const store = createNotificationsStore();
    const first = store.notify('error');
    const second = store.notify('error');
    store.markRead(first.id);
    expect(store.unreadCount.value).toBe(1);
    store.markAllRead();
    expect(store.unreadCount.value).toBe(0);
    store.remove(second.id);
    expect(store.notifications.value.map((n) => n.id)).toEqual([first.id]);
  });
});

describe('SPEC §4 banners with container notification', () => {
  const banner = (id: string): BannerNotificationInput => ({
    id,
    title: `Banner ${id}`,
    message: 'Hello',
    actions: [{ label: 'Open', route: '/packages' }],
  });

  it('shows the source’s banners, follows it, and dismisses a banner whose notification is removed', () => {
    const store = createNotificationsStore();
    const banners = signal<BannerNotificationInput[]>([banner('a'), banner('b')]);
    const dismiss = vi.fn((id: string) => {
      banners.value = banners.value.filter((b) => b.id !== id);
    });
    store.attachBanners({ notificationBanners: banners, dismiss });
    expect(store.notifications.value.map((n) => n.bannerId).sort()).toEqual(['a', 'b']);
    const a = store.notifications.value.find((n) => n.bannerId === 'a')!;
    expect(a).toMatchObject({ type: 'promotional', title: 'Banner a', read: false });
    expect(a.action).toEqual({ label: 'Open', route: '/packages' });

    store.markRead(a.id);
    banners.value = [...banners.value, banner('c')];
    expect(store.notifications.value.find((n) => n.bannerId === 'a')?.read).toBe(true);

    store.remove(a.id);
    expect(dismiss).toHaveBeenCalledWith('a');
    expect(store.notifications.value.map((n) => n.bannerId).sort()).toEqual(['b', 'c']);

    banners.value = [banner('c')]; // b expired
    expect(store.notifications.value.map((n) => n.bannerId)).toEqual(['c']);
  });

  it('removing an ordinary notification dismisses nothing', () => {
    const store = createNotificationsStore();
    const dismiss = vi.fn();
    store.attachBanners({ notificationBanners: signal([]), dismiss });
    store.remove(store.notify('error').id);
    expect(dismiss).not.toHaveBeenCalled();
  });
});

describe('notification read state saved (the read-notifications user option)', () => {
  /** The option as the user options store keeps it: a signal, written by set(). */
  function savedOption(initial?: string[]) {
    const value = signal<string[] | undefined>(initial);
    const set = vi.fn((_key: string, next: string[]) => {
      value.value = next;
    });
    const userOptions = { option: () => value, set } as unknown as Pick<
      UserOptionsStore,
      'option' | 'set'
    >;
    return { value, set, userOptions };
  }
  const banner = (id: string): BannerNotificationInput => ({ id, title: id, message: 'Hello' });

  it('saves a banner notification marked read, not a notification of this page only', () => {
    const { value, set, userOptions } = savedOption();
    const store = createNotificationsStore({ userOptions });
    store.attachBanners({ notificationBanners: signal([banner('a')]), dismiss: vi.fn() });
    const own = store.notify('error');
    store.markRead(own.id);
    expect(set).not.toHaveBeenCalled();
    store.markAllRead();
    expect(set).toHaveBeenCalledWith('readNotifications', ['banner:a']);
    expect(value.value).toEqual(['banner:a']);
  });

  it('a new page shows the saved ones read, also when the option loads after the banners', () => {
    const { value, userOptions } = savedOption();
    const store = createNotificationsStore({ userOptions });
    store.attachBanners({
      notificationBanners: signal([banner('a'), banner('b')]),
      dismiss: vi.fn(),
    });
    expect(store.unreadCount.value).toBe(2);
    value.value = ['banner:a', 'banner:gone'];
    const read = (bannerId: string) =>
      store.notifications.value.find((n) => n.bannerId === bannerId)?.read;
    expect(read('a')).toBe(true);
    expect(read('b')).toBe(false);
    expect(store.unreadCount.value).toBe(1);

    // Marking another keeps the saved id of a banner not listed now.
    store.markRead('banner:b');
    expect(value.value).toEqual(['banner:a', 'banner:b', 'banner:gone']);
  });
});
