// Moving a rollout on (rollouts:manage): start, pause, resume, approve the next phase, or abort
// after a negative confirm that says what aborting cancels. A toast says how it went; the
// store shows the rollout in its new state.
import { useFormatMessage } from '@fleet/elements';
import type { Rollout, RolloutAction, RolloutsStore } from '@fleet/sdk';
import { useCallback } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/rollouts';

export function useRolloutAction(
  store: RolloutsStore,
): (rollout: Rollout, action: RolloutAction) => Promise<void> {
  const t = useConsoleText();
  const ui = useFormatMessage();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  return useCallback(
    async (rollout, action) => {
      if (action === 'abort') {
        const confirmed = await dialogs.confirm({
          title: t('console.rollouts.abortTitle', { name: rollout.name }),
          message: t('console.rollouts.abortMessage'),
          variant: 'negative',
          confirmLabel: t('console.rollouts.abort'),
          cancelLabel: t('console.rollouts.keepGoing'),
        });
        if (!confirmed) return;
      }
      try {
        const changed = await store[action](rollout.id);
        toasts.positive(
          t('console.rollouts.actionDone', {
            name: changed.name,
            state: ui(`ui.rollout.states.${changed.state}`),
          }),
        );
      } catch (error) {
        toasts.negative(t('console.rollouts.actionFailed', { reason: errorText(error) }));
      }
    },
    [dialogs, store, t, toasts, ui],
  );
}
