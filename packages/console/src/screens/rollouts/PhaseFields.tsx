// The creation flow's phases: each with its size (a percentage of the remaining devices or a
// count) and what follows it (a wait in minutes, or an approval), moved up or down or removed;
// the last phase takes every remaining device and nothing follows it.
import { Button, Select, TextField } from '@fleet/elements';
import { FormSection } from './FormSection';
import { useConsoleText, type ConsoleMessageId } from '../../i18n';
import { actions, muted, subheading } from '../parts/parts.css';
import {
  addPhase,
  changePhase,
  movePhase,
  removePhase,
  type PhaseDraft,
  type PhaseSizeKind,
  type PhaseThen,
} from './rollout-draft';
import { phaseFields, phaseList, phaseRow } from './rollouts.css';
import '../../i18n/messages/rollouts';

export interface PhaseFieldsProps {
  phases: readonly PhaseDraft[];
  problems: readonly (ConsoleMessageId | undefined)[];
  onChange(phases: PhaseDraft[]): void;
}

export function PhaseFields({ phases, problems, onChange }: PhaseFieldsProps) {
  const t = useConsoleText();
  const last = phases.length - 1;
  return (
    <FormSection id="phases-heading" title={t('console.rollouts.phasesHeading')}>
      <p className={muted}>{t('console.rollouts.phasesHint')}</p>
      <ol className={phaseList}>
        {phases.map((phase, index) => {
          const number = index + 1;
          const change = (part: Partial<Omit<PhaseDraft, 'key'>>) =>
            onChange(changePhase(phases, index, part));
          const problem = problems[index];
          return (
            <li key={phase.key} className={phaseRow} data-phase-draft={index}>
              <h3 className={subheading}>
                {t('console.rollouts.phaseHeading', { phase: number })}
              </h3>
              <div className={phaseFields}>
                <TextField
                  label={t('console.rollouts.phaseSize')}
                  inputMode="numeric"
                  value={phase.size}
                  onChange={(size) => change({ size })}
                  error={
                    problem && problem !== 'console.rollouts.problems.wait' ? t(problem) : undefined
                  }
                />
                <Select
                  label={t('console.rollouts.sizeKind')}
                  value={phase.sizeKind}
                  options={(['percent', 'count'] as const).map((kind) => ({
                    value: kind,
                    label: t(`console.rollouts.sizeKinds.${kind}`),
                  }))}
                  onChange={(kind) => change({ sizeKind: kind as PhaseSizeKind })}
                />
                {index < last && (
                  <Select
                    label={t('console.rollouts.then')}
                    value={phase.then}
                    options={(['wait', 'approval'] as const).map((then) => ({
                      value: then,
                      label: t(`console.rollouts.thenKinds.${then}`),
                    }))}
                    onChange={(then) => change({ then: then as PhaseThen })}
                  />
                )}
                {index < last && phase.then === 'wait' && (
                  <TextField
                    label={t('console.rollouts.waitMinutes')}
                    inputMode="numeric"
                    value={phase.waitMinutes}
                    onChange={(waitMinutes) => change({ waitMinutes })}
                    error={problem === 'console.rollouts.problems.wait' ? t(problem) : undefined}
                  />
                )}
              </div>
              {index === last && <p className={muted}>{t('console.rollouts.lastPhase')}</p>}
              <div className={actions}>
                <Button
                  size="sm"
                  variant="tertiary"
                  disabled={index === 0}
                  onClick={() => onChange(movePhase(phases, index, -1))}
                >
                  {t('console.rollouts.movePhaseUp', { phase: number })}
                </Button>
                <Button
                  size="sm"
                  variant="tertiary"
                  disabled={index === last}
                  onClick={() => onChange(movePhase(phases, index, 1))}
                >
                  {t('console.rollouts.movePhaseDown', { phase: number })}
                </Button>
                <Button
                  size="sm"
                  variant="negative"
                  disabled={phases.length === 1}
                  onClick={() => onChange(removePhase(phases, index))}
                >
                  {t('console.rollouts.removePhase', { phase: number })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={actions}>
        <Button onClick={() => onChange(addPhase(phases))}>{t('console.rollouts.addPhase')}</Button>
      </div>
    </FormSection>
  );
}
