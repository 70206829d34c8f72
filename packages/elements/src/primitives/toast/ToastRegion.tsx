// The live region holding the toasts. It is always rendered (even empty) because screen
// readers only announce changes to a live region that already existed.
import { useSyncExternalStore } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { useLandmarkName } from '../../root/landmark-name.js';
import { Toast } from './Toast.js';
import { region } from './Toast.css.js';
import type { ToastStore } from './toast-store.js';

export function ToastRegion({ store }: { store: ToastStore }) {
  const t = useFormatMessage();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      className={region}
      aria-label={useLandmarkName(t('ui.notifications'))}
      aria-live="polite"
      part="toasts"
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={() => store.dismiss(toast.id)}
          onPause={() => store.pause(toast.id)}
          onResume={() => store.resume(toast.id)}
        />
      ))}
    </section>
  );
}
