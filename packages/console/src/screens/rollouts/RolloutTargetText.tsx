// A rollout's target in words: "3 fleets", "12 devices", or the device filter.
import type { Rollout } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { targetSummary } from './rollout-summary';
import '../../i18n/messages/rollouts';

export function RolloutTargetText({ target }: { target: Rollout['target'] }) {
  const t = useConsoleText();
  const summary = targetSummary(target);
  if (summary.id === 'filter')
    return <>{t('console.rollouts.target.filter', { expression: summary.expression })}</>;
  return <>{t(`console.rollouts.target.${summary.id}`, { count: summary.count })}</>;
}
