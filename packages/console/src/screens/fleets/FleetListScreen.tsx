// SPEC §2 /fleets, the fleet manager: fleets 10 per page by name (SPEC §9), sorted and searched
// with the page, sort and search in the address; creating a fleet (fleets:create) and deleting
// one after a confirm (fleets:delete).
import { Pagination, TextField, useCapabilities, useSignalValue } from '@fleet/elements';
import { useMemo } from 'react';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import {
  changedQuery,
  FLEET_LIST_KEYS,
  pageUrl,
  readFleetListUrl,
  searchUrl,
  sortUrl,
} from './fleet-list-state';
import { fleetPaths } from './fleet-paths';
import { useFleetStores } from './fleet-stores';
import { FleetTable } from './FleetTable';
import { toolbar } from '../parts/parts.css';
import { useDeleteFleet } from './use-delete-fleet';
import { useQueryFromUrl, type QueryFollower } from './use-query-from-url';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/fleets';

export function FleetListScreen() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const { fleets } = useFleetStores();
  const [url, changeUrl] = useUrlListState(FLEET_LIST_KEYS);
  const query = useSignalValue(fleets.query);
  const view = readFleetListUrl(url, query.limit);
  const follower = useMemo<QueryFollower>(
    () => ({
      current: () => fleets.query.peek(),
      setQuery: (change) => fleets.setQuery(change),
      start: (first) => {
        const change = changedQuery(fleets.query.peek(), first);
        if (Object.keys(change).length > 0) fleets.setQuery(change);
        // Now rather than after the search delay; a failure is kept in fleets.error, shown below.
        void fleets.refresh().catch(() => undefined);
      },
    }),
    [fleets],
  );
  useQueryFromUrl(view, follower);

  const rows = useSignalValue(fleets.fleets);
  const total = useSignalValue(fleets.total);
  const loading = useSignalValue(fleets.loading);
  const error = useSignalValue(fleets.error);
  const counts = useSignalValue(fleets.deviceCounts.data);
  const countError = useSignalValue(fleets.deviceCounts.error);
  const deleting = useSignalValue(fleets.deleting);
  const deleteFleet = useDeleteFleet(fleets);
  const mayCreate = can('fleets', 'create');

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.fleets.title')}
        actions={
          <ActionLink to={fleetPaths.create} notPermitted={mayCreate === 'denied'}>
            {t('console.fleets.create')}
          </ActionLink>
        }
      />
      <div className={toolbar}>
        <TextField
          type="search"
          label={t('console.fleets.search')}
          value={url.search ?? ''}
          onChange={(search) => changeUrl(searchUrl(search))}
        />
      </div>
      {error && <Alert>{t('console.fleets.loadFailed', { reason: errorText(error) })}</Alert>}
      {countError && (
        <Alert>{t('console.fleets.countFailed', { reason: errorText(countError) })}</Alert>
      )}
      <FleetTable
        fleets={rows}
        counts={counts}
        loading={loading}
        sort={{ columnId: view.sortBy, direction: view.sortDirection }}
        onSort={(sortBy, direction) => changeUrl(sortUrl(sortBy, direction))}
        deleting={deleting}
        mayDelete={can('fleets', 'delete')}
        onDelete={(fleet) => void deleteFleet(fleet)}
        empty={
          view.search
            ? t('console.fleets.noneMatch', { search: view.search })
            : t('console.fleets.none')
        }
      />
      <Pagination
        offset={query.offset}
        limit={query.limit}
        total={total}
        pageSizes={[query.limit]}
        onChange={({ offset, limit }) => changeUrl(pageUrl(offset, limit))}
      />
    </section>
  );
}

export { FleetListScreen as Component };
