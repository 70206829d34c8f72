// How many devices the chosen target holds now, kept current: the devices of the chosen fleets
// (each once, refetched when devices join or leave), the chosen devices, or the devices the
// filter matches (previewed 500 ms after typing stops, as a dynamic fleet's preview is). The
// engine fixes the devices when the rollout starts; this is what it would take now.
import { useFleet, useQuery, useSignalValue } from '@fleet/elements';
import { createFleetExpressionPreviewStore, QUERY_KEYS } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import { alert, muted } from '../parts/parts.css';
import type { RolloutDraft } from './rollout-draft';
import '../../i18n/messages/rollouts';

function CountText({
  count,
  loading,
  error,
}: {
  count?: number | undefined;
  loading: boolean;
  error?: unknown;
}) {
  const t = useConsoleText();
  if (error)
    return (
      <p className={alert}>{t('console.rollouts.countFailed', { reason: errorText(error) })}</p>
    );
  if (loading || count === undefined)
    return <p className={muted}>{t('console.rollouts.counting')}</p>;
  return <p data-matching-devices={count}>{t('console.rollouts.matching', { count })}</p>;
}

function FleetsCount({ fleetIds }: { fleetIds: readonly string[] }) {
  const { sdk } = useFleet();
  const query = useQuery(
    fleetIds.length === 0
      ? undefined
      : {
          key: [...QUERY_KEYS.fleets, 'rollout-target', ...fleetIds],
          fetch: async (signal: AbortSignal) =>
            (await sdk.fleets.devicesOfFleets(fleetIds, {}, { signal })).length,
        },
  );
  if (fleetIds.length === 0) return null;
  return <CountText count={query.data} loading={query.loading} error={query.error} />;
}

function FilterCount({ expression }: { expression: string }) {
  const { sdk } = useFleet();
  const [preview] = useState(() => createFleetExpressionPreviewStore({ sdk, limit: 1 }));
  useEffect(() => () => preview.dispose(), [preview]);
  useEffect(() => preview.setExpression(expression), [preview, expression]);
  const total = useSignalValue(preview.total);
  const loading = useSignalValue(preview.loading);
  const error = useSignalValue(preview.error);
  if (expression.trim() === '') return null;
  return <CountText count={total} loading={loading} error={error} />;
}

export function MatchingCount({ draft }: { draft: RolloutDraft }) {
  return (
    <div aria-live="polite">
      {draft.targetKind === 'fleets' && (
        <FleetsCount fleetIds={draft.fleets.map((fleet) => fleet.id)} />
      )}
      {draft.targetKind === 'devices' && <CountText count={draft.devices.length} loading={false} />}
      {draft.targetKind === 'filter' && <FilterCount expression={draft.filter} />}
    </div>
  );
}
