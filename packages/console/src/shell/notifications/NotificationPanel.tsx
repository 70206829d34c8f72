// The open notification list (SPEC §2): its heading, Mark all as read and the notifications.
// Loaded when the list first opens, not with the start (most pages never open it).
import { Button, useSignalValue } from '@fleet/elements';
import { useEffect, useRef } from 'react';
import { useConsoleText } from '../../i18n';
import { popup as popupClass } from '../popup/popup.css';
import { consoleNotifications } from './console-notifications';
import { NotificationItem } from './NotificationItem';
import * as css from './notifications.css';

export interface NotificationPanelProps {
  id: string;
  /** When the list opened: the notifications' ages are told from it. */
  now: Date;
  /** Closes the list (an action link was followed). */
  onFollow(): void;
}

export function NotificationPanel({ id, now, onFollow }: NotificationPanelProps) {
  const t = useConsoleText();
  const store = consoleNotifications();
  const notifications = useSignalValue(store.notifications);
  const unread = useSignalValue(store.unreadCount);
  const panelRef = useRef<HTMLElement | null>(null);

  // Focus into the list, so a screen reader says what opened and Tab goes through it.
  useEffect(() => panelRef.current?.focus(), []);

  /** The button that had focus goes away (read, removed): keep focus in the list. */
  const keepFocus = () => panelRef.current?.focus();

  return (
    <section
      ref={panelRef}
      id={id}
      // Named apart from the toasts' live region, which is 'Notifications' too.
      aria-label={t('console.notifications.listLabel')}
      tabIndex={-1}
      className={`${popupClass} ${css.panel}`}
    >
      <div className={css.panelHeader}>
        <h2 className={css.heading}>{t('console.notifications.title')}</h2>
        {unread > 0 && (
          <Button
            size="sm"
            variant="tertiary"
            onClick={() => {
              keepFocus();
              store.markAllRead();
            }}
          >
            {t('console.notifications.markAllRead')}
          </Button>
        )}
      </div>
      {notifications.length === 0 ? (
        <p className={css.empty}>{t('console.notifications.empty')}</p>
      ) : (
        <ul className={css.list}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onMarkRead={() => {
                keepFocus();
                store.markRead(notification.id);
              }}
              onRemove={() => {
                keepFocus();
                store.remove(notification.id);
              }}
              onFollow={onFollow}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
