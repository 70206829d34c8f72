// One phase of a rollout (openapi RolloutPhase): its number, size and state, a stacked bar of
// where its devices are (succeeded, failed, in progress, pending, waiting, not affected,
// cancelled) and the same counts in words beside coloured swatches, so the bar itself needs no
// name.
import type { components } from '@fleet/sdk';
import { finishedInPhase, ROLLOUT_OUTCOMES } from '@fleet/sdk/domain';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import * as css from './RolloutProgress.css.js';
import { ROLLOUT_PROGRESS_TEXTS } from './rollout-progress-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(ROLLOUT_PROGRESS_TEXTS);

export type RolloutPhase = components['schemas']['RolloutPhase'];

export interface PhaseProgressProps {
  phase: RolloutPhase;
  /** Given: each phase offers to show its devices, reporting the phase (from 0). */
  onShowDevices?: ((phase: number) => void) | undefined;
}

export function PhaseProgress({ phase, onShowDevices }: PhaseProgressProps) {
  const t = useFormatMessage();
  const { counts } = phase;
  const number = phase.index + 1;
  const size =
    'percent' in phase.size
      ? t('ui.rollout.sizePercent', { percent: phase.size.percent })
      : t('ui.rollout.sizeCount', { count: phase.size.count });
  const shown = ROLLOUT_OUTCOMES.filter((outcome) => counts[outcome] > 0);
  return (
    <li className={css.phase} part="phase" data-phase={phase.index} data-state={phase.state}>
      <h4 className={css.phaseTitle}>
        <span>
          {t('ui.rollout.phase', { phase: number })}{' '}
          <span className={css.phaseFacts}>
            · {size} · {t(`ui.rollout.phaseStates.${phase.state}`)}
          </span>
        </span>
        <span className={css.phaseFacts} part="phase-finished">
          {t('ui.rollout.finishedOf', {
            finished: finishedInPhase(counts),
            targeted: counts.targeted,
          })}
        </span>
      </h4>
      <div className={css.track} part="phase-bar" aria-hidden="true">
        {counts.targeted > 0 &&
          shown.map((outcome) => (
            <span
              key={outcome}
              className={css.segment[outcome]}
              style={{ inlineSize: `${(counts[outcome] / counts.targeted) * 100}%` }}
            />
          ))}
      </div>
      <dl className={css.counts} part="phase-counts">
        <div className={css.count}>
          <dt className={css.countTerm}>{t('ui.rollout.counts.targeted')}</dt>
          <dd className={css.countValue} data-count="targeted">
            {counts.targeted}
          </dd>
        </div>
        {ROLLOUT_OUTCOMES.map((outcome) => (
          <div key={outcome} className={css.count}>
            <dt className={css.countTerm}>
              <span className={`${css.swatch} ${css.segment[outcome]}`} aria-hidden="true" />{' '}
              {t(`ui.rollout.counts.${outcome}`)}
            </dt>
            <dd className={css.countValue} data-count={outcome}>
              {counts[outcome]}
            </dd>
          </div>
        ))}
      </dl>
      {onShowDevices && (
        <div>
          <Button size="sm" part="show-devices" onClick={() => onShowDevices(phase.index)}>
            {t('ui.rollout.showDevices', { phase: number })}
          </Button>
        </div>
      )}
    </li>
  );
}
