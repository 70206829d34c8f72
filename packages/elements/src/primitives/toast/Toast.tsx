// One toast. Negative and warning toasts are alerts (announced at once); positive and info
// are status messages (announced when the reader is idle).
import { useFormatMessage } from '../../i18n/format-message.js';
import { dismissButton, message, toast as toastClass } from './Toast.css.js';
import type { Toast as ToastData } from './toast-store.js';

export interface ToastProps {
  toast: ToastData;
  onDismiss(): void;
  onPause(): void;
  onResume(): void;
}

export function Toast({ toast, onDismiss, onPause, onResume }: ToastProps) {
  const t = useFormatMessage();
  const urgent = toast.kind === 'negative' || toast.kind === 'warning';
  return (
    <div
      className={toastClass[toast.kind]}
      role={urgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      part={`toast toast-${toast.kind}`}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <p className={message}>{toast.message}</p>
      <button
        type="button"
        className={dismissButton}
        aria-label={t('ui.dismissNotification')}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
