// The page header's actions of a rollout, those its state offers (rollout-actions.ts): each
// needs rollouts:manage; without it they show, disabled, as not permitted.
import { Button, rightProps, useCapabilities, useSignalValue, type Variant } from '@fleet/elements';
import type { Rollout, RolloutAction, RolloutsStore } from '@fleet/sdk';
import type { ConsoleMessageId } from '../../i18n';
import { useConsoleText } from '../../i18n';
import { rolloutActions } from './rollout-actions';
import { useRolloutAction } from './use-rollout-action';
import '../../i18n/messages/rollouts';

const LOOK: Readonly<Record<RolloutAction, { label: ConsoleMessageId; variant: Variant }>> = {
  start: { label: 'console.rollouts.start', variant: 'primary' },
  approve: { label: 'console.rollouts.approve', variant: 'primary' },
  resume: { label: 'console.rollouts.resume', variant: 'primary' },
  pause: { label: 'console.rollouts.pause', variant: 'secondary' },
  abort: { label: 'console.rollouts.abort', variant: 'negative' },
};

export interface RolloutActionsProps {
  rollout: Rollout;
  store: RolloutsStore;
}

export function RolloutActions({ rollout, store }: RolloutActionsProps) {
  const t = useConsoleText();
  const mayManage = useCapabilities().can('rollouts', 'manage');
  const run = useRolloutAction(store);
  const acting = useSignalValue(store.acting).has(rollout.id);
  return (
    <>
      {rolloutActions(rollout.state).map((name) => (
        <Button
          key={name}
          variant={LOOK[name].variant}
          {...rightProps(mayManage, acting)}
          onClick={() => void run(rollout, name)}
        >
          {t(LOOK[name].label)}
        </Button>
      ))}
    </>
  );
}
