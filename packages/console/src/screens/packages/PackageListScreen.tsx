// SPEC §2 /packages: the package list, its query kept in the address (query params component,
// type, filter and search; the package source too, so the whole view is a link), and
// uploading a package (SPEC §6: needs the upload right).
import { PackageBrowser, type PackageBrowserQuery, useCapabilities } from '@fleet/elements';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { preferenceStores } from '../../preferences/preference-stores';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { packagePaths } from './package-paths';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

const LIST_KEYS = ['component', 'type', 'filter', 'search', 'source'] as const;

export function PackageListScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const mayUpload = useCapabilities().canEnter('packages:upload') === 'granted';
  const [list, changeList] = useUrlListState(LIST_KEYS);
  const changeQuery = (query: PackageBrowserQuery) =>
    changeList({
      component: query.component ?? '',
      type: query.type ?? '',
      filter: query.filter ?? '',
      search: query.search ?? '',
      source: query.source ?? '',
    });
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.nav.packages')}
        actions={
          <>
            <ActionLink to={packagePaths.sources()} variant="secondary">
              {t('console.packages.sourcesTitle')}
            </ActionLink>
            <ActionLink to={packagePaths.upload} notPermitted={!mayUpload}>
              {t('console.screens.uploadPackage')}
            </ActionLink>
          </>
        }
      />
      <PackageBrowser
        // SPEC §9: the CVE filter shows only with the CVE feature (the user's feature flags).
        features={preferenceStores().featureFlags}
        {...list}
        onFilterChanged={changeQuery}
        // SPEC §2: a package's versions are their own page, /packages/{name}.
        hideVersions
        onPackageSelected={({ packageName }) => void navigate(packagePaths.versions(packageName))}
        onVersionSelected={({ name, version }) =>
          void navigate(packagePaths.version(name, version))
        }
      />
    </section>
  );
}

export { PackageListScreen as Component };
