// SPEC §2 notification list: the bell with the unread count, and a list that opens under it
// (a disclosure: Escape or a click outside closes it, focus returns to the bell).
import { Button, useSignalValue } from '@fleet/elements';
import { useEffect, useId, useRef, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { anchor, popup as popupClass, trigger } from '../popup/popup.css';
import { usePopup } from '../popup/use-popup';
import { consoleNotifications, loadNotificationBanners } from './console-notifications';
import { NotificationItem } from './NotificationItem';
import * as css from './notifications.css';

export function NotificationList() {
  const t = useConsoleText();
  const store = consoleNotifications();
  const notifications = useSignalValue(store.notifications);
  const unread = useSignalValue(store.unreadCount);
  const [now, setNow] = useState(() => new Date());
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const { open, toggle, close, onAnchorKeyDown, onAnchorBlur } = usePopup(
    { trigger: triggerRef, anchor: anchorRef },
    () => setNow(new Date()),
  );
  const panelId = useId();

  useEffect(() => loadNotificationBanners(), []);
  useEffect(() => {
    // Focus into the list, so a screen reader says what opened and Tab goes through it.
    if (open) panelRef.current?.focus();
  }, [open]);

  /** The button that had focus goes away (read, removed): keep focus in the list. */
  const keepFocus = () => panelRef.current?.focus();

  return (
    <div ref={anchorRef} className={anchor} onKeyDown={onAnchorKeyDown} onBlur={onAnchorBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          unread > 0
            ? t('console.notifications.buttonUnread', { count: unread })
            : t('console.notifications.button')
        }
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={css.badge} aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
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
                  onFollow={() => close({ returnFocus: false })}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
