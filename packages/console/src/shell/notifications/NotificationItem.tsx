// One notification of the list: its text (a SPEC §8 template or a banner's words), when it
// came, whether it is unread, its actions, and Mark as read / Remove.
import { Button } from '@fleet/elements';
import { formatRelativeTime, notificationText, type Notification } from '@fleet/sdk/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useConsoleLocale, useConsoleText, type ConsoleTextId } from '../../i18n';
import { notificationLinks } from './notification-actions';
import * as css from './notifications.css';

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onMarkRead(): void;
  onRemove(): void;
  /** An action link was followed (the list closes). */
  onFollow(): void;
}

export function NotificationItem(props: NotificationItemProps) {
  const { notification, now, onMarkRead, onRemove, onFollow } = props;
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const textId = useId();
  const unread = !notification.read;
  const follow = () => {
    if (unread) onMarkRead();
    onFollow();
  };

  return (
    <li className={css.item[notification.color ?? 'info']} data-unread={unread}>
      <div id={textId} className={css.text}>
        {unread && (
          <span className={css.visuallyHidden}>{t('console.notifications.unread')}: </span>
        )}
        {notification.template === undefined && notification.title && notification.message && (
          <strong className={css.title}>{notification.title}</strong>
        )}
        <span>{notificationText(notification, locale)}</span>
        {notification.additionalMessage && <span>{notification.additionalMessage}</span>}
      </div>
      <time dateTime={notification.createdAt} className={css.time}>
        {formatRelativeTime(notification.createdAt, now, locale)}
      </time>
      <div className={css.actions}>
        {notificationLinks(notification).map((link) => {
          const label = link.literal ? link.label : t(link.label as ConsoleTextId);
          return 'route' in link.to ? (
            <Link key={link.key} to={link.to.route} className={css.action} onClick={follow}>
              {label}
            </Link>
          ) : (
            <a
              key={link.key}
              href={link.to.url}
              className={css.action}
              target="_blank"
              rel="noreferrer"
              onClick={follow}
            >
              {label}
            </a>
          );
        })}
        {unread && (
          <Button size="sm" variant="tertiary" aria-describedby={textId} onClick={onMarkRead}>
            {t('console.notifications.markRead')}
          </Button>
        )}
        {notification.dismissible && (
          <Button size="sm" variant="tertiary" aria-describedby={textId} onClick={onRemove}>
            {t('console.notifications.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
