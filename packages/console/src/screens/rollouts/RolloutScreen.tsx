// Issue 14 /rollouts/{id}: one rollout — its state (and why it aborted), its facts, the live
// per-phase progress (<fleet-rollout-progress>'s widget), the devices of the phase chosen
// there (the current one at first), and the actions its state offers (rollouts:manage).
import {
  RolloutProgress,
  useFormatMessage,
  useRolloutsStore,
  useSignalValue,
} from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { useNameForCrumbs } from '../../routing/crumb-names';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { muted } from '../parts/parts.css';
import { FormSection } from './FormSection';
import { PageHeader } from '../parts/PageHeader';
import { screen } from '../screen.css';
import { PhaseDevices } from './PhaseDevices';
import { RolloutActions } from './RolloutActions';
import { RolloutFacts } from './RolloutFacts';
import '../../i18n/messages/rollouts';

export function RolloutScreen() {
  const t = useConsoleText();
  const ui = useFormatMessage();
  const id = useParams().id ?? '';
  const store = useRolloutsStore();
  // A failure is kept in the store's error, shown below.
  useEffect(() => void store.open(id).catch(() => undefined), [store, id]);
  const opened = useSignalValue(store.rollout.data);
  const loading = useSignalValue(store.rollout.loading);
  const error = useSignalValue(store.rollout.error);
  const rollout = opened?.id === id ? opened : undefined;
  useNameForCrumbs('rollout', rollout?.id, rollout?.name);
  const [chosenPhase, setChosenPhase] = useState<number>();
  const phase = chosenPhase ?? rollout?.currentPhase ?? 0;

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.rollouts.viewTitle', { name: rollout?.name ?? id })}
        context={
          rollout &&
          [
            ui(`ui.rollout.states.${rollout.state}`),
            rollout.currentPhase !== null &&
              t('console.rollouts.phaseOf', {
                phase: rollout.currentPhase + 1,
                phases: rollout.phases.length,
              }),
          ]
            .filter(Boolean)
            .join(' · ')
        }
        actions={rollout && <RolloutActions rollout={rollout} store={store} />}
      />
      {error && !rollout && (
        <Alert>{t('console.rollouts.openFailed', { reason: errorText(error) })}</Alert>
      )}
      {!rollout && loading && <p className={muted}>{t('console.loading')}</p>}
      {rollout && (
        <>
          <RolloutFacts rollout={rollout} />
          <FormSection id="phases-title" title={t('console.rollouts.phasesHeading')}>
            <RolloutProgress
              rolloutId={id}
              hideHeading
              selectablePhases
              onPhaseSelected={({ phase: chosen }) => setChosenPhase(chosen)}
            />
          </FormSection>
          {rollout.phases.length > 0 && <PhaseDevices store={store} phase={phase} />}
        </>
      )}
    </section>
  );
}

export { RolloutScreen as Component };
