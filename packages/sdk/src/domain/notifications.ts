// SPEC §3/§4/§8 notifications: the templates the app raises, banners shown as notifications,
// and the read/unread bookkeeping of the list. Pure: ids and times are passed in.
import {
  APP_TEXTS,
  formatRegisteredMessage,
  type MessageId,
  registerMessages,
} from './messages.js';
import type { MessageParams } from './message-format.js';

registerMessages(APP_TEXTS);

export const NOTIFICATION_TYPES = [
  'fleets',
  'devices',
  'account',
  'access',
  'error',
  'general',
  'promotional',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationColor = 'negative' | 'positive' | 'warning' | 'info';

export interface NotificationAction {
  /** A catalogue label, or `label` for literal text (banners). */
  labelId?: MessageId;
  label?: string;
  route?: string;
  url?: string;
}

export interface Notification {
  id: string;
  type: NotificationType;
  /** A catalogue message; banners carry literal `title`/`message` instead. */
  template?: MessageId;
  params?: MessageParams;
  title?: string;
  message?: string;
  additionalMessage?: string;
  read: boolean;
  /** ISO date-time. */
  createdAt: string;
  color?: NotificationColor;
  icon?: string;
  action?: NotificationAction;
  additionalActions?: NotificationAction[];
  /** Set when the notification shows a banner; removing it dismisses the banner. */
  bannerId?: string;
  dismissible: boolean;
}

export interface NotificationTemplate {
  readonly type: NotificationType;
  readonly template: MessageId;
  readonly color: NotificationColor;
  readonly action?: NotificationAction;
}

/**
 * SPEC §8 templates. serverError and requestDenied take an `operation` param (the "..." of
 * 'A server error occurred during ...' and 'A request to ... was denied').
 */
export const NOTIFICATION_TEMPLATES = {
  serverError: { type: 'error', template: 'notification.serverError', color: 'negative' },
  error: { type: 'error', template: 'notification.error', color: 'negative' },
  limitedAccess: { type: 'access', template: 'notification.limitedAccess', color: 'warning' },
  requestDenied: { type: 'access', template: 'notification.requestDenied', color: 'warning' },
  confirmAccount: {
    type: 'account',
    template: 'notification.confirmAccount',
    color: 'info',
    action: { labelId: 'notification.viewProfile', route: '/account/information' },
  },
} as const satisfies Readonly<Record<string, NotificationTemplate>>;
export type NotificationTemplateName = keyof typeof NOTIFICATION_TEMPLATES;

export function createNotification(
  name: NotificationTemplateName,
  init: { id: string; createdAt: Date; params?: MessageParams },
): Notification {
  const t: NotificationTemplate = NOTIFICATION_TEMPLATES[name];
  return {
    id: init.id,
    type: t.type,
    template: t.template,
    ...(init.params && { params: init.params }),
    read: false,
    createdAt: init.createdAt.toISOString(),
    color: t.color,
    ...(t.action && { action: { ...t.action } }),
    dismissible: true,
  };
}

/** The banner fields a banner notification carries. */
export interface BannerNotificationInput {
  id: string;
  title?: string | null;
  message?: string | null;
  icon?: string | null;
  dismissible?: boolean | null;
  actions?: readonly { label: string; route?: string | null; url?: string | null }[] | null;
}

export function notificationFromBanner(
  banner: BannerNotificationInput,
  createdAt: Date,
): Notification {
  const [first, ...rest] = (banner.actions ?? []).map((a): NotificationAction => ({
    label: a.label,
    ...(a.route && { route: a.route }),
    ...(a.url && { url: a.url }),
  }));
  return {
    id: `banner:${banner.id}`,
    type: 'promotional',
    ...(banner.title && { title: banner.title }),
    ...(banner.message && { message: banner.message }),
    ...(banner.icon && { icon: banner.icon }),
    read: false,
    createdAt: createdAt.toISOString(),
    color: 'info',
    ...(first && { action: first }),
    ...(rest.length > 0 && { additionalActions: rest }),
    bannerId: banner.id,
    dismissible: banner.dismissible ?? true,
  };
}

/** The text a notification shows, in a locale. */
export function notificationText(notification: Notification, locale?: string): string {
  if (notification.template)
    return formatRegisteredMessage(notification.template, notification.params, locale);
  return notification.message ?? notification.title ?? '';
}

export function unreadCount(notifications: readonly Notification[]): number {
  return notifications.filter((n) => !n.read).length;
}

export function markRead(notifications: readonly Notification[], id: string): Notification[] {
  return notifications.map((n) => (n.id === id && !n.read ? { ...n, read: true } : n));
}

export function markAllRead(notifications: readonly Notification[]): Notification[] {
  return notifications.map((n) => (n.read ? n : { ...n, read: true }));
}

/** Removes a notification; if it showed a banner, that banner is to be dismissed too. */
export function removeNotification(
  notifications: readonly Notification[],
  id: string,
): { notifications: Notification[]; dismissBannerId?: string } {
  const removed = notifications.find((n) => n.id === id);
  return {
    notifications: notifications.filter((n) => n.id !== id),
    ...(removed?.bannerId && { dismissBannerId: removed.bannerId }),
  };
}
