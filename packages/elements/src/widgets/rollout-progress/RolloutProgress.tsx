// Issue 14: the live per-phase progress of one rollout, as a React widget and as
// <fleet-rollout-progress rollout-id="…">. The rollouts store replaces its copy with each
// rollout frame of the live channel, so the bars move without a reload. A change of state
// (e.g. aborted on its threshold) is reported once per change.
import type { Rollout } from '@fleet/sdk';
import { useEffect, useRef } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { LoadFailed } from '../../primitives/load-failure/LoadFailed.js';
import { Skeleton } from '../../primitives/skeleton/Skeleton.js';
import { PhaseProgress } from './PhaseProgress.js';
import * as css from './RolloutProgress.css.js';
import { useRolloutsStore } from './use-rollouts-store.js';
import { ROLLOUT_PROGRESS_TEXTS } from './rollout-progress-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(ROLLOUT_PROGRESS_TEXTS);

export interface RolloutStateChanged {
  rolloutId: string;
  state: Rollout['state'];
  /** Why it aborted, in words; only for `aborted`. */
  reason?: string;
}

export interface RolloutProgressProps {
  /** The rollout to show. */
  rolloutId: string;
  /** Leaves out the heading (name and state), e.g. where the page already shows them. */
  hideHeading?: boolean;
  /** The rollout was first shown in a state, or changed state since. */
  onStateChanged?(detail: RolloutStateChanged): void;
  /** Each phase offers a button asking for its devices (reported by onPhaseSelected). */
  selectablePhases?: boolean;
  /** The user asked for a phase's devices (phase from 0). */
  onPhaseSelected?(detail: { rolloutId: string; phase: number }): void;
}

function useStateReport(
  rollout: Rollout | undefined,
  report: RolloutProgressProps['onStateChanged'],
) {
  const reported = useRef<string>(undefined);
  useEffect(() => {
    if (!rollout) return;
    const key = `${rollout.id}:${rollout.state}`;
    if (reported.current === key) return;
    reported.current = key;
    const reason = rollout.abortReason?.message;
    report?.({
      rolloutId: rollout.id,
      state: rollout.state,
      ...(reason !== undefined && { reason }),
    });
  }, [rollout, report]);
}

export function RolloutProgress({
  rolloutId,
  hideHeading = false,
  selectablePhases = false,
  onStateChanged,
  onPhaseSelected,
}: RolloutProgressProps) {
  const t = useFormatMessage();
  const store = useRolloutsStore();
  const open = () => {
    // A failure stays in store.rollout.error, shown with a retry button.
    if (rolloutId) store.open(rolloutId).catch(() => undefined);
  };
  useEffect(open, [store, rolloutId]);
  const opened = useSignalValue(store.rollout.data);
  const error = useSignalValue(store.rollout.error);
  const rollout = opened?.id === rolloutId ? opened : undefined;
  useStateReport(rollout, onStateChanged);

  if (!rollout && error)
    return (
      <div className={css.rolloutProgress} part="rollout-progress">
        <LoadFailed error={error} message="ui.rollout.loadFailed" onRetry={open} />
      </div>
    );
  if (!rollout)
    return (
      <div className={css.rolloutProgress} part="rollout-progress" aria-busy="true">
        <span className={css.state}>{t('ui.loading')}</span>
        <Skeleton shape="rect" width="100%" height="12px" />
      </div>
    );
  return (
    <section
      className={css.rolloutProgress}
      part="rollout-progress"
      aria-label={hideHeading ? t('ui.rollout.phases') : undefined}
      data-state={rollout.state}
    >
      {!hideHeading && (
        <h3 className={css.heading}>
          <span part="name">{rollout.name}</span>
          <span className={css.state} part="state">
            {t(`ui.rollout.states.${rollout.state}`)}
          </span>
        </h3>
      )}
      {!hideHeading && rollout.abortReason && (
        <p className={css.reason} part="reason">
          {t('ui.rollout.aborted', { reason: rollout.abortReason.message })}
        </p>
      )}
      <ol className={css.phaseList} part="phases" aria-label={t('ui.rollout.phases')}>
        {rollout.phases.map((phase) => (
          <PhaseProgress
            key={phase.index}
            phase={phase}
            onShowDevices={
              selectablePhases && onPhaseSelected
                ? (index) => onPhaseSelected({ rolloutId, phase: index })
                : undefined
            }
          />
        ))}
      </ol>
    </section>
  );
}
