// SPEC §2 /fleets/{fleetId}/update: package versions sent to every device of the fleet through
// the SDK updates store (SPEC §5: packageIds and fleets non-empty, checked there). A refusal
// shows the SDK's message (SPEC §8 summaries); a success says how many devices took it.
// "Update as a rollout" opens the rollout creation flow with this fleet and these versions.
import {
  Button,
  useCapabilities,
  useFleet,
  useMutation,
  useSignalValue,
  rightProps,
} from '@fleet/elements';
import { createUpdatesStore, type Package, type UpdateOutcome } from '@fleet/sdk';
import { fleetPendingUpdateWarning, pendingUpdatesInFleet } from '@fleet/sdk/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { fleetPaths } from './fleet-paths';
import { useFleetStores } from './fleet-stores';
import { FleetLink } from './FleetLink';
import { actions, warning } from '../parts/parts.css';
import { form } from './fleets.css';
import { PackageVersionPicker } from '../updates/PackageVersionPicker';
import { UpdateOutcomeView } from './UpdateOutcomeView';
import { PageHeader } from '../parts/PageHeader';
import { ActionLink } from '../ActionLink';
import { rolloutPaths } from '../rollouts/rollout-paths';
import '../../i18n/messages/fleets';
import '../../i18n/messages/rollouts';

export function FleetUpdateScreen() {
  const { id = '' } = useParams();
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const { sdk } = useFleet();
  const { detail } = useFleetStores();
  const updates = useMemo(() => createUpdatesStore({ sdk }), [sdk]);
  useEffect(() => () => updates.dispose(), [updates]);
  const [loadFailure, setLoadFailure] = useState<string>();
  useEffect(() => {
    detail.open(id).catch((error: unknown) => setLoadFailure(errorText(error)));
  }, [detail, id]);
  const fleet = useSignalValue(detail.fleet.data);
  const name = fleet?.id === id ? fleet.name : id;
  // SPEC §8: the devices with a pending update will not take this one.
  const stats = useSignalValue(detail.stats.data);
  const pending =
    stats?.fleetId === id ? fleetPendingUpdateWarning(pendingUpdatesInFleet(stats)) : undefined;

  const [chosen, setChosen] = useState<Package[]>([]);
  const [outcome, setOutcome] = useState<UpdateOutcome>();
  const mayInitiate = can('updates', 'initiate');
  // A failure stays in sending.error, shown above the button.
  const sending = useMutation(async (packageIds: string[]) => {
    const result = await updates.createUpdate({ packageIds, fleets: [id] });
    setOutcome(result);
    toasts.positive(t('console.fleets.updateStarted', { count: result.affected.length, name }));
  });
  const failure =
    sending.error && t('console.fleets.updateFailed', { reason: errorText(sending.error) });

  const start = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    sending.run(chosen.map((c) => c.packageId)).catch(() => undefined);
  };

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.fleets.updateTitle', { name })}
        context={t('console.fleets.updateIntro')}
      />
      {loadFailure && <Alert>{t('console.fleets.fleetLoadFailed', { reason: loadFailure })}</Alert>}
      {pending && !outcome && (
        <p className={warning} role="status">
          {t(pending.id, pending.params)}
        </p>
      )}
      <form className={form} onSubmit={start} noValidate>
        <PackageVersionPicker chosen={chosen} onChange={setChosen} />
        {failure && <Alert>{failure}</Alert>}
        <div className={actions}>
          <Button type="submit" variant="primary" {...rightProps(mayInitiate, sending.pending)}>
            {sending.pending ? t('console.fleets.starting') : t('console.fleets.startUpdate')}
          </Button>
          <ActionLink
            to={rolloutPaths.create({
              fleetId: id,
              packageIds: chosen.map((pkg) => pkg.packageId),
            })}
            variant="secondary"
            notPermitted={can('rollouts', 'create') === 'denied'}
          >
            {t('console.rollouts.asRollout')}
          </ActionLink>
          <FleetLink to={fleetPaths.overview(id)}>{t('console.fleets.cancel')}</FleetLink>
        </div>
      </form>
      {outcome && <UpdateOutcomeView outcome={outcome} fleetName={name} />}
    </section>
  );
}

export { FleetUpdateScreen as Component };
