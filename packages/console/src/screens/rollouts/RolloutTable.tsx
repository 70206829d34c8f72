// The rollouts of one page: name linking to its page, state, a compact bar of how far it has
// got (finished ÷ targeted devices over every phase, with the numbers beside it) and what it
// targets.
import { ProgressBar, Table, useFormatMessage, type TableColumn } from '@fleet/elements';
import type { Rollout } from '@fleet/sdk';
import { rolloutTotals } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { FleetLink } from '../fleets/FleetLink';
import { RolloutTargetText } from './RolloutTargetText';
import { rolloutPaths } from './rollout-paths';
import { progressCell } from './rollouts.css';
import '../../i18n/messages/rollouts';

export interface RolloutTableProps {
  rollouts: readonly Rollout[];
  loading: boolean;
  empty: string;
}

function RolloutProgressCell({ rollout }: { rollout: Rollout }) {
  const t = useConsoleText();
  const totals = rolloutTotals(rollout);
  const text = t('console.rollouts.progressText', {
    finished: totals.finished,
    targeted: totals.targeted,
  });
  return (
    <div className={progressCell}>
      <ProgressBar
        value={totals.share}
        label={text}
        variant={rollout.state === 'aborted' ? 'negative' : 'primary'}
      />
      <span>{text}</span>
    </div>
  );
}

export function RolloutTable({ rollouts, loading, empty }: RolloutTableProps) {
  const t = useConsoleText();
  const ui = useFormatMessage();
  const columns: TableColumn<Rollout>[] = [
    {
      id: 'name',
      header: t('console.rollouts.name'),
      cell: (rollout) => <FleetLink to={rolloutPaths.view(rollout.id)}>{rollout.name}</FleetLink>,
    },
    {
      id: 'state',
      header: t('console.rollouts.state'),
      cell: (rollout) => ui(`ui.rollout.states.${rollout.state}`),
    },
    {
      id: 'progress',
      header: t('console.rollouts.progress'),
      cell: (rollout) => <RolloutProgressCell rollout={rollout} />,
    },
    {
      id: 'targets',
      header: t('console.rollouts.targets'),
      cell: (rollout) => <RolloutTargetText target={rollout.target} />,
    },
  ];
  return (
    <Table
      label={t('console.rollouts.table')}
      columns={columns}
      rows={rollouts}
      rowId={(rollout) => rollout.id}
      loading={loading}
      empty={empty}
    />
  );
}
