// The creation flow's review step: the rollout as it will be created, in words — name, target
// and how many devices it holds now, packages, each phase with what follows it and the
// threshold, the window and the start time.
import type { Package } from '@fleet/sdk';
import type { ReactNode } from 'react';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { MatchingCount } from './MatchingCount';
import { RolloutTargetText } from './RolloutTargetText';
import type { RolloutDraft } from './rollout-draft';
import type { RolloutDefinition } from './rollout-request';
import { reviewList, reviewRow, reviewTerm, reviewValue } from './rollouts.css';
import { useWindowText } from './use-window-text';
import '../../i18n/messages/rollouts';

type PhaseDefinition = RolloutDefinition['phases'][number];

function usePhaseText() {
  const t = useConsoleText();
  return (phase: PhaseDefinition) => {
    const size =
      'percent' in phase.size
        ? t('console.rollouts.sizePercent', { percent: phase.size.percent })
        : t('console.rollouts.sizeCount', { count: phase.size.count });
    const threshold = phase.failureThresholdPercent;
    if (phase.then === undefined) return t('console.rollouts.reviewLastPhase', { size, threshold });
    const then =
      phase.then === 'approval'
        ? t('console.rollouts.thenApproval')
        : t('console.rollouts.thenWait', { minutes: minutesOf(phase.then.wait) });
    return t('console.rollouts.reviewPhase', { size, then, threshold });
  };
}

/** The minutes of the `PT…M` durations the form makes. */
const minutesOf = (duration: string) => Number(/PT(\d+)M/.exec(duration)?.[1] ?? 0);

const packageText = (pkg: Package) => `${pkg.name} ${pkg.version}`;

export interface RolloutReviewProps {
  draft: RolloutDraft;
  definition: RolloutDefinition;
}

export function RolloutReview({ draft, definition }: RolloutReviewProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const windowText = useWindowText();
  const phaseText = usePhaseText();
  const rows: [string, ReactNode][] = [
    [t('console.rollouts.nameLabel'), definition.name],
    [
      t('console.rollouts.targetHeading'),
      <>
        <RolloutTargetText target={definition.target} />
        <MatchingCount draft={draft} />
      </>,
    ],
    [t('console.rollouts.packagesHeading'), draft.packages.map(packageText).join(', ')],
    [
      t('console.rollouts.phasesHeading'),
      <ol key="phases">
        {definition.phases.map((phase, index) => (
          <li key={index}>{phaseText(phase)}</li>
        ))}
      </ol>,
    ],
    [
      t('console.rollouts.windowHeading'),
      definition.maintenanceWindow
        ? windowText(definition.maintenanceWindow)
        : t('console.rollouts.noWindow'),
    ],
    [
      t('console.rollouts.startHeading'),
      definition.startAt ? formatDateTime(definition.startAt) : t('console.rollouts.noStartAt'),
    ],
  ];
  return (
    <dl className={reviewList} aria-label={t('console.rollouts.reviewTitle')}>
      {rows.map(([term, value]) => (
        <div key={term} className={reviewRow}>
          <dt className={reviewTerm}>{term}</dt>
          <dd className={reviewValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
