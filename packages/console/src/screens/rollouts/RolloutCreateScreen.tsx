// Issue 14 /rollouts/create (rollouts:create): the creation flow — a name; the target (fleets,
// devices or a device filter) with how many devices it holds now; the package versions with
// what hardware they are for; the phases; the failure threshold; an optional maintenance
// window with its next opening; an optional start time — then a review step. Create records
// the rollout as a draft and opens its page, where Start sets it going.
import {
  Button,
  DateTimeInput,
  rightProps,
  Select,
  TextField,
  useCapabilities,
  useRolloutsStore,
} from '@fleet/elements';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { FleetLink } from '../fleets/FleetLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { form } from '../fleets/fleets.css';
import { actions, muted } from '../parts/parts.css';
import { FormSection } from './FormSection';
import { PageHeader } from '../parts/PageHeader';
import { screen } from '../screen.css';
import { PackageVersionPicker } from '../updates/PackageVersionPicker';
import { MatchingCount } from './MatchingCount';
import { PhaseFields } from './PhaseFields';
import { RolloutReview } from './RolloutReview';
import { TargetChooser } from './TargetChooser';
import { WindowFields } from './WindowFields';
import { newDraft, type RolloutDraft, type TargetKind } from './rollout-draft';
import { rolloutPaths } from './rollout-paths';
import { checkDraft, type DraftProblems, type RolloutDefinition } from './rollout-request';
import { useRolloutStart } from './use-rollout-start';
import '../../i18n/messages/rollouts';

const TARGET_KINDS: readonly TargetKind[] = ['fleets', 'devices', 'filter'];

export function RolloutCreateScreen() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const navigate = useNavigate();
  const store = useRolloutsStore();
  const mayCreate = useCapabilities().can('rollouts', 'create');
  const [draft, setDraft] = useState<RolloutDraft>(newDraft);
  const [problems, setProblems] = useState<DraftProblems>();
  const [review, setReview] = useState<RolloutDefinition>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();
  const change = (part: Partial<RolloutDraft>) => setDraft((current) => ({ ...current, ...part }));

  // The fleet and versions of the address, once read, join the draft (once).
  const start = useRolloutStart();
  const [seeded, setSeeded] = useState<typeof start>();
  if (start && start !== seeded) {
    setSeeded(start);
    setDraft((current) => ({ ...current, ...start }));
  }

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) return setProblems(check.problems);
    setProblems(undefined);
    setReview(check.definition);
  };

  const create = async () => {
    if (!review) return;
    setCreating(true);
    setFailure(undefined);
    try {
      const created = await store.create(review);
      toasts.positive(t('console.rollouts.created', { name: created.name }));
      void navigate(rolloutPaths.view(created.id));
    } catch (error) {
      setFailure(t('console.rollouts.createFailed', { reason: errorText(error) }));
      setCreating(false);
    }
  };

  const problem = (id: keyof Omit<DraftProblems, 'phases'>) => {
    const found = problems?.[id];
    return found && t(found);
  };

  if (review)
    return (
      <section className={screen} aria-labelledby="screen-title">
        <PageHeader title={t('console.rollouts.reviewTitle')} />
        <RolloutReview draft={draft} definition={review} />
        {failure && <Alert>{failure}</Alert>}
        <div className={actions}>
          <Button
            variant="primary"
            {...rightProps(mayCreate, creating)}
            onClick={() => void create()}
          >
            {creating ? t('console.rollouts.creating') : t('console.rollouts.createNow')}
          </Button>
          <Button onClick={() => setReview(undefined)} disabled={creating}>
            {t('console.rollouts.back')}
          </Button>
        </div>
      </section>
    );

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.rollouts.createTitle')}
        context={t('console.rollouts.createIntro')}
      />
      <form className={form} onSubmit={toReview} noValidate>
        <TextField
          label={t('console.rollouts.nameLabel')}
          value={draft.name}
          onChange={(name) => change({ name })}
          error={problem('name')}
        />
        <FormSection id="target-heading" title={t('console.rollouts.targetHeading')}>
          <Select
            label={t('console.rollouts.targetKind')}
            value={draft.targetKind}
            options={TARGET_KINDS.map((kind) => ({
              value: kind,
              label: t(`console.rollouts.targetKinds.${kind}`),
            }))}
            onChange={(kind) => change({ targetKind: kind as TargetKind })}
          />
          {draft.targetKind === 'filter' ? (
            <TextField
              label={t('console.rollouts.filterLabel')}
              description={t('console.rollouts.filterHint')}
              value={draft.filter}
              onChange={(filter) => change({ filter })}
              error={problem('target')}
            />
          ) : (
            <TargetChooser
              kind={draft.targetKind}
              chosen={draft.targetKind === 'fleets' ? draft.fleets : draft.devices}
              onChange={(chosen) =>
                change(draft.targetKind === 'fleets' ? { fleets: chosen } : { devices: chosen })
              }
              error={problem('target')}
            />
          )}
          <MatchingCount draft={draft} />
        </FormSection>
        <FormSection id="packages-heading" title={t('console.rollouts.packagesHeading')}>
          <PackageVersionPicker
            chosen={draft.packages}
            onChange={(packages) => change({ packages })}
            error={problem('packages')}
            showCompatibility
          />
        </FormSection>
        <PhaseFields
          phases={draft.phases}
          problems={problems?.phases ?? []}
          onChange={(phases) => change({ phases })}
        />
        <FormSection id="threshold-heading" title={t('console.rollouts.thresholdHeading')}>
          <TextField
            label={t('console.rollouts.thresholdLabel')}
            description={t('console.rollouts.thresholdHint')}
            inputMode="decimal"
            value={draft.failureThreshold}
            onChange={(failureThreshold) => change({ failureThreshold })}
            error={problem('threshold')}
          />
        </FormSection>
        <WindowFields
          window={draft.window}
          problem={problem('window')}
          onChange={(window) => change({ window })}
        />
        <FormSection id="start-heading" title={t('console.rollouts.startHeading')}>
          <DateTimeInput
            label={t('console.rollouts.startAt')}
            description={t('console.rollouts.startHint')}
            value={draft.startAt}
            onChange={(startAt) => change({ startAt })}
          />
        </FormSection>
        {problems && (
          <p className={muted} role="alert">
            {t('console.rollouts.fixProblems')}
          </p>
        )}
        <div className={actions}>
          <Button type="submit" variant="primary" {...rightProps(mayCreate, false)}>
            {t('console.rollouts.review')}
          </Button>
          <FleetLink to={rolloutPaths.list}>{t('console.rollouts.cancel')}</FleetLink>
        </div>
      </form>
    </section>
  );
}

export { RolloutCreateScreen as Component };
