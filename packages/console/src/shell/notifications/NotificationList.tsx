// SPEC §2 notification list: the bell with the unread count, and a list that opens under it
// (a disclosure: Escape or a click outside closes it, focus returns to the bell). The open
// list's code (NotificationPanel.tsx) loads when it first opens.
import { useSignalValue } from '@fleet/elements';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { loadChunk } from '../../routing/lazy-chunk';
import { anchor, trigger } from '../popup/popup.css';
import { usePopup } from '../popup/use-popup';
import { consoleNotifications, loadNotificationBanners } from './console-notifications';
import * as css from './notifications.css';

const NotificationPanel = lazy(async () => ({
  default: (await loadChunk(() => import('./NotificationPanel'))).NotificationPanel,
}));

export function NotificationList() {
  const t = useConsoleText();
  const unread = useSignalValue(consoleNotifications().unreadCount);
  const [now, setNow] = useState(() => new Date());
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const { open, toggle, close, onAnchorKeyDown, onAnchorBlur } = usePopup(
    { trigger: triggerRef, anchor: anchorRef },
    () => setNow(new Date()),
  );
  const panelId = useId();

  useEffect(() => loadNotificationBanners(), []);

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
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            now={now}
            onFollow={() => close({ returnFocus: false })}
          />
        </Suspense>
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
