// SPEC §2 /fleets/create and /fleets/{id}/modify: a fleet's name (SPEC §5 'fleet name is
// required', checked by the SDK) and, for a new fleet, static (devices added by hand) or
// dynamic (the devices matching conditions on their fields, previewed live); a dynamic
// fleet's expression can be edited later. Saved through the fleets store; then its page.
import {
  Button,
  Select,
  TextField,
  useCapabilities,
  useMutation,
  useSignalValue,
  rightProps,
} from '@fleet/elements';
import { isFleetApiError, type Fleet } from '@fleet/sdk';
import { buildFleetExpression } from '@fleet/sdk/domain';
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
import { PageHeader } from '../parts/PageHeader';
import { ExpressionBuilder, NEW_CLAUSE, type ExpressionConditions } from './ExpressionBuilder';
import { ExpressionPreview } from './ExpressionPreview';
import '../../i18n/messages/fleets';

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
  const { can } = useCapabilities();
  const mayDo = can('fleets', fleet ? 'update' : 'create');
  const [name, setName] = useState(fleet?.name ?? '');
  const [dynamic, setDynamic] = useState(fleet?.fleetType === 'dynamic');
  const [conditions, setConditions] = useState<ExpressionConditions>({
    clauses: [NEW_CLAUSE],
    join: 'and',
  });
  // A saved dynamic fleet's expression is edited as it is stored.
  const [storedExpression, setStoredExpression] = useState(fleet?.expression ?? '');
  // What the form checks itself; the server's refusal is the save's error (below).
  const [expressionMissing, setExpressionMissing] = useState(false);
  const expression = fleet
    ? storedExpression
    : buildFleetExpression(conditions.clauses, conditions.join);
  const saveFleet = useMutation(async (): Promise<string> =>
    fleet
      ? (await fleets.editFleet(fleet.id, { name, ...(dynamic && { expression }) })).id
      : fleets.createFleet(
          dynamic ? { name, fleetType: 'dynamic', expression } : { name, fleetType: 'static' },
        ),
  );
  const saving = saveFleet.pending;
  // A FleetValidationError (SPEC §5) or the server's refusal (FleetApiError), inline: the API's
  // 400 on a dynamic fleet is about its expression, and says why.
  const failure = saveFleet.error;
  const expressionRefused = dynamic && isFleetApiError(failure) && failure.status === 400;
  const error = failure && !expressionRefused ? errorText(failure) : undefined;
  const expressionError = expressionMissing
    ? t('required.expression')
    : expressionRefused
      ? errorText(failure)
      : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    saveFleet.reset();
    setExpressionMissing(dynamic && expression.trim() === '');
    if (dynamic && expression.trim() === '') return;
    const savedId = await saveFleet.run(undefined).catch(() => undefined);
    if (savedId === undefined) return;
    toasts.positive(
      t(fleet ? 'console.fleets.modified' : 'console.fleets.created', { name: name.trim() }),
    );
    void navigate(fleetPaths.overview(savedId));
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
        {!fleet && (
          <Select
            label={t('console.fleets.fleetTypeLabel')}
            value={dynamic ? 'dynamic' : 'static'}
            options={[
              { value: 'static', label: t('console.fleets.type.static') },
              { value: 'dynamic', label: t('console.fleets.type.dynamic') },
            ]}
            onChange={(type) => setDynamic(type === 'dynamic')}
          />
        )}
        {dynamic && !fleet && <ExpressionBuilder value={conditions} onChange={setConditions} />}
        {dynamic && fleet && (
          <TextField
            label={t('console.fleets.expression')}
            value={storedExpression}
            onChange={setStoredExpression}
          />
        )}
        {expressionError && <Alert>{expressionError}</Alert>}
        {dynamic && <ExpressionPreview expression={expression} />}
        <div className={actions}>
          <Button type="submit" variant="primary" {...rightProps(mayDo, saving)}>
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
