// SPEC §2 /fleets/create and /fleets/{id}/modify: a fleet's name (SPEC §5 'fleet name is
// required', checked by the SDK), saved through the fleets store; then the fleet's page.
import { Button, TextField, useSignalValue } from '@fleet/elements';
import type { Fleet } from '@fleet/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { fleetPaths } from './fleet-paths';
import { useFleetStores } from './fleet-stores';
import { actions } from '../parts/parts.css';
import { form } from './fleets.css';
import { useMay } from '../parts/use-may';
import { PageHeader } from '../parts/PageHeader';

export function FleetFormScreen() {
  const { id } = useParams();
  return id === undefined ? <FleetForm /> : <ModifyFleet fleetId={id} />;
}

/** The fleet to modify, loaded first so the field starts with its name. */
function ModifyFleet({ fleetId }: { fleetId: string }) {
  const t = useConsoleText();
  const { detail } = useFleetStores();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    detail.open(fleetId).catch((error: unknown) => setFailure(errorText(error)));
  }, [detail, fleetId]);
  const fleet = useSignalValue(detail.fleet.data);
  const shown = fleet?.id === fleetId ? fleet : undefined;
  if (!shown)
    return (
      <section className={screen} aria-labelledby="screen-title">
        <PageHeader title={t('console.fleets.modifyTitle', { name: fleetId })} />
        {failure ? (
          <Alert>{t('console.fleets.fleetLoadFailed', { reason: failure })}</Alert>
        ) : (
          <p>{t('console.loading')}</p>
        )}
      </section>
    );
  return <FleetForm fleet={shown} />;
}

function FleetForm({ fleet }: { fleet?: Fleet }) {
  const t = useConsoleText();
  const navigate = useNavigate();
  const toasts = useConsoleToasts();
  const { fleets } = useFleetStores();
  const may = useMay();
  const mayDo = may('fleets', fleet ? 'update' : 'create');
  const [name, setName] = useState(fleet?.name ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const savedId = fleet
        ? (
            await fleets.editFleet(fleet.id, {
              name,
              ...(fleet.expression != null && { expression: fleet.expression }),
            })
          ).id
        : await fleets.createFleet({ name });
      toasts.positive(
        t(fleet ? 'console.fleets.modified' : 'console.fleets.created', { name: name.trim() }),
      );
      void navigate(fleetPaths.overview(savedId));
    } catch (failure) {
      // A FleetValidationError (SPEC §5) or the server's refusal (FleetApiError), inline.
      setError(errorText(failure));
      setSaving(false);
    }
  };

  const heading = fleet
    ? t('console.fleets.modifyTitle', { name: fleet.name })
    : t('console.fleets.createTitle');
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={heading} />
      <form className={form} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('console.fleets.nameLabel')}
          value={name}
          onChange={setName}
          error={error}
          required
          autoFocus
        />
        <div className={actions}>
          <Button
            type="submit"
            variant="primary"
            notPermitted={mayDo === false}
            disabled={saving || mayDo === undefined}
          >
            {saving ? t('console.fleets.saving') : t('console.fleets.save')}
          </Button>
          <Button
            variant="tertiary"
            onClick={() => void navigate(fleet ? fleetPaths.overview(fleet.id) : fleetPaths.list)}
          >
            {t('console.fleets.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export { FleetFormScreen as Component };
