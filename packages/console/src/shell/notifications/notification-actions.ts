// What a notification's buttons and links do (SPEC §3 Notification action and
// additionalActions): a route inside the console or an address outside it, labelled by a
// catalogue text (the SPEC §8 templates, e.g. 'View Profile') or a banner's literal label.
import type { Notification, NotificationAction } from '@fleet/sdk/domain';

export interface NotificationLink {
  key: string;
  /** A catalogue text id, or the literal label when `literal`. */
  label: string;
  literal: boolean;
  /** Inside the console (react-router) or a document address. */
  to: { route: string } | { url: string };
}

function linkOf(action: NotificationAction, index: number): NotificationLink | undefined {
  const to = action.route ? { route: action.route } : action.url ? { url: action.url } : undefined;
  const label = action.labelId ?? action.label;
  if (!to || !label) return undefined;
  return { key: `${index}:${label}`, label, literal: action.labelId === undefined, to };
}

export function notificationLinks(notification: Notification): NotificationLink[] {
  return [notification.action, ...(notification.additionalActions ?? [])]
    .map((action, index) => (action ? linkOf(action, index) : undefined))
    .filter((link): link is NotificationLink => link !== undefined);
}
