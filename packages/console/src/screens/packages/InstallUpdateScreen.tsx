// SPEC §2 /packages/{name}/{version}/install/{tab}/update: confirm and initiate the update of
// the chosen devices or fleets (from the address, install-targets.ts) to one version, through
// the updates store (SPEC §5: packageIds and devices or fleets). SPEC §8: devices with an open
// update are warned about first; the outcome lists each refusal with the SDK's summary.
import { Button, useCapabilities, useMutation, useSignalValue } from '@fleet/elements';
import {
  fleetPendingUpdateWarning,
  hasPendingUpdate,
  pendingUpdateWarning,
} from '@fleet/sdk/domain';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { readIdList } from '../parts/id-list-query';
import { isInstallTab, updateTargetsOf, type InstallTab } from './install-targets';
import { packagePaths } from './package-paths';
import { usePackageStores } from './package-stores';
import { actions, muted, warning } from '../parts/parts.css';
import { list } from './packages.css';
import { UpdateOutcome } from './UpdateOutcome';
import { useChosenTargets } from './use-chosen-targets';
import { usePackageVersion } from './use-package-version';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

export function InstallUpdateScreen() {
  const params = useParams();
  const { name = '', version = '' } = params;
  const tab: InstallTab = isInstallTab(params.tab) ? params.tab : 'devices';
  const t = useConsoleText();
  const navigate = useNavigate();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const [query] = useSearchParams();
  const ids = readIdList(query, tab);
  const chosen = useChosenTargets(tab, ids);
  const found = usePackageVersion(name, version);
  const { updates } = usePackageStores();
  const outcome = useSignalValue(updates.outcome.data);
  const [sent, setSent] = useState(false);
  // A failure stays in sending.error, shown above the button.
  const sending = useMutation(async (packageId: string) => {
    const result = await updates.createUpdate({
      packageIds: [packageId],
      ...updateTargetsOf(tab, ids),
    });
    setSent(true);
    toasts.positive(t('console.packages.updateAccepted', { count: result.affected.length }));
  });
  const error = sending.error;
  const pending =
    tab === 'devices'
      ? pendingUpdateWarning(chosen.targets.filter((d) => hasPendingUpdate(d.status)).length)
      : fleetPendingUpdateWarning(
          chosen.targets.reduce((sum, fleet) => sum + (fleet.pendingUpdates ?? 0), 0),
        );

  const initiate = () => {
    if (found.status !== 'loaded') return;
    sending.run(found.version.packageId).catch(() => undefined);
  };

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.packages.confirmTitle', { name, version })} />
      {found.status === 'failed' && (
        <Alert>{t('console.packages.versionLoadFailed', { reason: errorText(found.error) })}</Alert>
      )}
      {ids.length === 0 ? (
        <Alert>{t('console.packages.noTargets')}</Alert>
      ) : (
        <>
          <h2>
            {t(
              tab === 'devices'
                ? 'console.packages.confirmDevices'
                : 'console.packages.confirmFleets',
            )}
          </h2>
          {chosen.error !== undefined && (
            <Alert>
              {t('console.packages.targetsLoadFailed', { reason: errorText(chosen.error) })}
            </Alert>
          )}
          {chosen.loading ? (
            <p className={muted}>{t('console.packages.loading')}</p>
          ) : (
            <ul className={list}>
              {chosen.targets.map((target) => (
                <li key={target.id}>{target.name}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {pending && !sent && <p className={warning}>{t(pending.id, pending.params)}</p>}
      {error !== undefined && (
        <Alert>{t('console.packages.updateFailed', { reason: errorText(error) })}</Alert>
      )}
      {sent && outcome && <UpdateOutcome outcome={outcome} />}
      <div className={actions}>
        {!sent && (
          <Button
            variant="primary"
            notPermitted={can('updates', 'initiate') === 'denied'}
            disabled={
              sending.pending ||
              ids.length === 0 ||
              found.status !== 'loaded' ||
              can('updates', 'initiate') === 'unknown'
            }
            onClick={initiate}
          >
            {t(sending.pending ? 'console.packages.starting' : 'console.packages.startUpdate')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => void navigate(`${packagePaths.install(name, version, tab)}?${query}`)}
        >
          {t('console.packages.back')}
        </Button>
      </div>
    </section>
  );
}

export { InstallUpdateScreen as Component };
