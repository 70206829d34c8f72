// SPEC §2 /packages/{name}: the versions of a package (SPEC §9 versions helper: 50 per page,
// newest first), paged and sorted by Filename or CreatedAt with that state in the address,
// each with how many devices run it (devices/packages/installed-count), and its deletion.
import { Pagination, type TableSort, useCapabilities, useSignalValue } from '@fleet/elements';
import { VERSIONS_HELPER_DEFAULT_SORT, VERSIONS_HELPER_PAGE_SIZE } from '@fleet/sdk/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { packagePaths } from './package-paths';
import { usePackageStores } from './package-stores';
import { useDeleteVersion } from './use-delete-version';
import { VERSION_LIST_KEYS, versionsQueryOf } from './version-list-state';
import { VersionTable } from './VersionTable';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

export function PackageVersionsScreen() {
  const { name = '' } = useParams();
  const t = useConsoleText();
  const { can, canEnter } = useCapabilities();
  const mayUpload = canEnter('packages:upload') === 'granted';
  const { packages } = usePackageStores();
  const [url, changeUrl] = useUrlListState(VERSION_LIST_KEYS);
  const query = useMemo(() => versionsQueryOf(url), [url]);

  // Failures stay in the store's error signals (versions, installed counts), shown below.
  const load = useCallback(() => {
    packages.selectPackage(name, query).catch(() => undefined);
  }, [packages, name, query]);
  useEffect(load, [load]);

  const page = useSignalValue(packages.versions);
  const loading = useSignalValue(packages.versionsLoading);
  const error = useSignalValue(packages.versionsError);
  const counts = useSignalValue(packages.installedCounts);
  const countsError = useSignalValue(packages.installedCountsError);
  const deleteVersion = useDeleteVersion(load);
  const selected = useSignalValue(packages.selectedName);
  const shown = selected === name ? page : undefined;
  const sort: TableSort = {
    columnId: query.sortBy ?? VERSIONS_HELPER_DEFAULT_SORT.sortBy,
    direction: query.sortBy
      ? (query.sortDirection ?? 'Asc')
      : VERSIONS_HELPER_DEFAULT_SORT.sortDirection,
  };

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.packages.versionsTitle', { name })}
        actions={
          <ActionLink to={packagePaths.upload} variant="secondary" notPermitted={!mayUpload}>
            {t('console.screens.uploadPackage')}
          </ActionLink>
        }
      />
      {error && (
        <Alert>{t('console.packages.versionsLoadFailed', { reason: errorText(error) })}</Alert>
      )}
      {countsError !== undefined && (
        <Alert>{t('console.packages.countsLoadFailed', { reason: errorText(countsError) })}</Alert>
      )}
      <VersionTable
        name={name}
        versions={shown?.values ?? []}
        counts={counts}
        loading={loading}
        sort={sort}
        onSortChange={(next) =>
          changeUrl({ sortBy: next.columnId, sortDirection: next.direction, offset: '' })
        }
        mayDelete={can('packages', 'delete')}
        mayInstall={can('updates', 'initiate')}
        onDelete={(version) => void deleteVersion(version)}
      />
      {shown && (
        <Pagination
          offset={query.offset ?? 0}
          limit={query.limit ?? VERSIONS_HELPER_PAGE_SIZE}
          total={shown.total}
          onChange={({ offset, limit }) =>
            changeUrl({ offset: offset ? String(offset) : '', limit: String(limit) })
          }
        />
      )}
    </section>
  );
}

export { PackageVersionsScreen as Component };
