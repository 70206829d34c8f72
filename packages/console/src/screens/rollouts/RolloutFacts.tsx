// What a rollout is: its state (with the abort reason), when the next phase starts, its
// packages, target, failure threshold, maintenance window and start time.
import { useFormatMessage } from '@fleet/elements';
import type { Rollout } from '@fleet/sdk';
import type { ReactNode } from 'react';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { summary, summaryItem, summaryTerm, summaryValue } from '../fleets/fleets.css';
import { alert } from '../parts/parts.css';
import { RolloutTargetText } from './RolloutTargetText';
import { useWindowText } from './use-window-text';
import '../../i18n/messages/rollouts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={summaryItem}>
      <dt className={summaryTerm}>{term}</dt>
      <dd className={summaryValue}>{children}</dd>
    </div>
  );
}

export function RolloutFacts({ rollout }: { rollout: Rollout }) {
  const t = useConsoleText();
  const ui = useFormatMessage();
  const formatDateTime = useFormatDateTime();
  const windowText = useWindowText();
  const thresholds = [...new Set(rollout.phases.map((phase) => phase.failureThresholdPercent))];
  return (
    <>
      {rollout.abortReason && (
        <p className={alert} role="status" data-abort-reason="">
          {t('console.rollouts.abortReason', { reason: rollout.abortReason.message })}
        </p>
      )}
      <dl className={summary}>
        <Fact term={t('console.rollouts.state')}>
          <span data-rollout-state={rollout.state}>{ui(`ui.rollout.states.${rollout.state}`)}</span>
        </Fact>
        {rollout.nextPhaseAt && (
          <Fact term={t('console.rollouts.nextPhase')}>{formatDateTime(rollout.nextPhaseAt)}</Fact>
        )}
        <Fact term={t('console.rollouts.targets')}>
          <RolloutTargetText target={rollout.target} />
        </Fact>
        <Fact term={t('console.rollouts.packages')}>{rollout.packageIds.join(', ')}</Fact>
        <Fact term={t('console.rollouts.threshold')}>
          {thresholds
            .map((percent) => t('console.rollouts.thresholdValue', { percent }))
            .join(', ')}
        </Fact>
        <Fact term={t('console.rollouts.window')}>
          {rollout.maintenanceWindow
            ? windowText(rollout.maintenanceWindow)
            : t('console.rollouts.noWindow')}
        </Fact>
        <Fact term={t('console.rollouts.startAtTerm')}>
          {rollout.startAt ? formatDateTime(rollout.startAt) : t('console.rollouts.noStartAt')}
        </Fact>
      </dl>
    </>
  );
}
