// SPEC §2 /fleets/{id}/{tab}: a fleet's page. Its header (name, summary, device stats) with
// Modify, Update and Delete, then the tabs of routing/tabs.ts FLEET_TABS: its devices (list
// state in the address) and the remote sessions of its devices (the list-sessions right).
import { Button, Tabs, useCapabilities, useSignalValue, rightProps } from '@fleet/elements';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { FLEET_TABS } from '../../routing/tabs';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { FleetDevicesPanel } from './FleetDevicesPanel';
import { FLEET_LIST_KEYS, readFleetListUrl } from './fleet-list-state';
import { fleetPaths } from './fleet-paths';
import { useFleetStores } from './fleet-stores';
import { FleetSessionsPanel } from './FleetSessionsPanel';
import { FleetSummary } from './FleetSummary';
import { useDeleteFleet } from './use-delete-fleet';
import { useQueryFromUrl, type QueryFollower } from './use-query-from-url';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/fleets';

export function FleetDetailScreen() {
  const { id = '', tab = 'overview' } = useParams();
  const t = useConsoleText();
  const navigate = useNavigate();
  const { can, canEnter } = useCapabilities();
  const maySessions = canEnter('fleets:remote-access') === 'granted';
  const { fleets, detail } = useFleetStores();
  const [url, changeUrl] = useUrlListState(FLEET_LIST_KEYS);
  const devicesQuery = useSignalValue(detail.devicesQuery);
  const view = readFleetListUrl(url, devicesQuery.limit);
  const follower = useMemo<QueryFollower>(
    () => ({
      current: () => detail.devicesQuery.peek(),
      setQuery: (change) => detail.setDevicesQuery(change),
      // Each part keeps its own failure (fleet, stats, devices), shown where it belongs.
      start: (first) => void detail.open(id, first).catch(() => undefined),
    }),
    [detail, id],
  );
  useQueryFromUrl(view, follower);

  const fleet = useSignalValue(detail.fleet.data);
  const fleetError = useSignalValue(detail.fleet.error);
  const stats = useSignalValue(detail.stats.data);
  const statsError = useSignalValue(detail.stats.error);
  const deleteFleet = useDeleteFleet(fleets);
  const shown = fleet?.id === id ? fleet : undefined;

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={shown?.name ?? id}
        actions={
          <>
            <ActionLink
              to={fleetPaths.modify(id)}
              variant="secondary"
              notPermitted={can('fleets', 'update') === 'denied'}
            >
              {t('console.fleets.modify')}
            </ActionLink>
            <ActionLink
              to={fleetPaths.update(id)}
              notPermitted={can('updates', 'initiate') === 'denied'}
            >
              {t('console.fleets.update')}
            </ActionLink>
            <Button
              variant="negative"
              {...rightProps(can('fleets', 'delete'), !shown)}
              onClick={() =>
                shown &&
                void deleteFleet(shown).then((deleted) => deleted && navigate(fleetPaths.list))
              }
            >
              {t('console.fleets.delete')}
            </Button>
          </>
        }
      />
      {fleetError && (
        <Alert>{t('console.fleets.fleetLoadFailed', { reason: errorText(fleetError) })}</Alert>
      )}
      {statsError && (
        <Alert>{t('console.fleets.statsLoadFailed', { reason: errorText(statsError) })}</Alert>
      )}
      {shown && <FleetSummary fleet={shown} stats={stats} />}
      <Tabs
        label={t('console.fleets.tabs')}
        tabs={Object.entries(FLEET_TABS).map(([tabId, spec]) => ({
          id: tabId,
          label: t(spec.label),
          disabled: spec.restricted !== undefined && !maySessions,
        }))}
        selectedId={tab}
        onSelect={(next) => next !== tab && void navigate(fleetPaths.tab(id, next))}
      >
        {tab === 'remote-access' ? (
          <FleetSessionsPanel fleetId={id} />
        ) : (
          <FleetDevicesPanel
            fleet={shown}
            view={view}
            changeUrl={changeUrl}
            stores={{ fleets, detail }}
          />
        )}
      </Tabs>
    </section>
  );
}

export { FleetDetailScreen as Component };
