// A maintenance window in words: "Monday, Tuesday, 22:00–04:00 (Europe/Zurich)".
import type { MaintenanceWindow } from '@fleet/sdk';
import { useCallback } from 'react';
import { useConsoleText } from '../../i18n';
import '../../i18n/messages/rollouts';

export function useWindowText(): (window: MaintenanceWindow) => string {
  const t = useConsoleText();
  return useCallback(
    (window) =>
      t('console.rollouts.reviewWindow', {
        weekdays: window.weekdays
          .map((day) => t(`console.rollouts.weekdayNames.${day}`))
          .join(', '),
        start: window.start,
        end: window.end,
        timeZone: window.timeZone,
      }),
    [t],
  );
}
