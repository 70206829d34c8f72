import { describe, expect, it } from 'vitest';
import {
  createNotification,
  markAllRead,
  markRead,
  notificationFromBanner,
  notificationText,
  removeNotification,
  unreadCount,
} from './notifications.js';

const at = new Date('2025-06-15T12:00:00Z');

describe('SPEC §8 notification templates', () => {
  it('error: a server error during an operation, and a plain error', () => {
    const serverError = createNotification('serverError', {
      id: 'n1',
      createdAt: at,
      params: { operation: 'fleet creation' },
    });
    expect(serverError.type).toBe('error');
    expect(serverError.color).toBe('negative');
    expect(notificationText(serverError)).toBe('A server error occurred during fleet creation');
    expect(notificationText(createNotification('error', { id: 'n2', createdAt: at }))).toBe(
      'An error occurred',
    );
  });

  it('access: limited access and denied requests', () => {
    const limited = createNotification('limitedAccess', { id: 'n', createdAt: at });
    expect(limited.type).toBe('access');
    expect(notificationText(limited)).toBe('You have limited access to this repository');
    const denied = createNotification('requestDenied', {
      id: 'n',
      createdAt: at,
      params: { operation: 'delete a device' },
    });
    expect(notificationText(denied)).toBe('A request to delete a device was denied');
  });

  it("account: confirm the account, with a 'View Profile' action", () => {
    const confirm = createNotification('confirmAccount', { id: 'n', createdAt: at });
    expect(confirm.type).toBe('account');
    expect(notificationText(confirm)).toBe(
      'You need to confirm your account. Please check your profile.',
    );
    expect(confirm.action).toEqual({
      labelId: 'notification.viewProfile',
      route: '/account/information',
    });
  });

  it('starts unread, with its creation time', () => {
    const n = createNotification('error', { id: 'n', createdAt: at });
    expect(n.read).toBe(false);
    expect(n.createdAt).toBe('2025-06-15T12:00:00.000Z');
  });
});

describe('SPEC §4 notifications are unread until read', () => {
  const list = [
    createNotification('error', { id: 'a', createdAt: at }),
    createNotification('limitedAccess', { id: 'b', createdAt: at }),
  ];

  it('marks one read', () => {
    const after = markRead(list, 'a');
    expect(after.map((n) => n.read)).toEqual([true, false]);
    expect(unreadCount(after)).toBe(1);
    expect(unreadCount(list)).toBe(2);
  });

  it('marks all read', () => {
    expect(unreadCount(markAllRead(list))).toBe(0);
  });
});

describe('SPEC §4 banners as notifications', () => {
  const banner = {
    id: 'spring-trial',
    title: 'Try Commercial',
    message: '30 days free',
    actions: [
      { label: 'Start', route: '/account/subscription' },
      { label: 'Docs', url: 'https://example.com' },
    ],
  };

  it('carries the banner id, text and actions', () => {
    const n = notificationFromBanner(banner, at);
    expect(n).toMatchObject({
      id: 'banner:spring-trial',
      type: 'promotional',
      bannerId: 'spring-trial',
      read: false,
      dismissible: true,
      action: { label: 'Start', route: '/account/subscription' },
      additionalActions: [{ label: 'Docs', url: 'https://example.com' }],
    });
    expect(notificationText(n)).toBe('30 days free');
  });

  it('removing it dismisses the banner', () => {
    const list = [
      notificationFromBanner(banner, at),
      createNotification('error', { id: 'e', createdAt: at }),
    ];
    const { notifications, dismissBannerId } = removeNotification(list, 'banner:spring-trial');
    expect(notifications.map((n) => n.id)).toEqual(['e']);
    expect(dismissBannerId).toBe('spring-trial');
  });

  it('removing another notification dismisses nothing', () => {
    const list = [createNotification('error', { id: 'e', createdAt: at })];
    expect(removeNotification(list, 'e')).toEqual({ notifications: [] });
  });
});
