// SPEC §2 /packages/{name}/{version}/content, /sbom and /compatibilities: a version's details,
// one tab per address (the SBOM one only with the cve-management feature), with its install
// and delete actions.
import { Button, Tabs, useCapabilities, useSignalValue, rightProps } from '@fleet/elements';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { preferenceStores } from '../../preferences/preference-stores';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { packagePaths, type VersionTab } from './package-paths';
import { muted } from '../parts/parts.css';
import { useDeleteVersion } from './use-delete-version';
import { usePackageVersion, type VersionState } from './use-package-version';
import { VersionCompatibilities } from './VersionCompatibilities';
import { VersionFacts } from './VersionFacts';
import { VersionSbom } from './VersionSbom';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

const tabOf = (pathname: string): VersionTab => {
  const last = pathname.split('/').at(-1);
  return last === 'sbom' || last === 'compatibilities' ? last : 'content';
};

function TabPanel({ tab, state, name }: { tab: VersionTab; state: VersionState; name: string }) {
  const t = useConsoleText();
  if (state.status === 'loading') return <p className={muted}>{t('console.packages.loading')}</p>;
  if (state.status === 'failed')
    return (
      <Alert>{t('console.packages.versionLoadFailed', { reason: errorText(state.error) })}</Alert>
    );
  if (tab === 'sbom') return <VersionSbom name={name} version={state.version.version} />;
  if (tab === 'compatibilities') return <VersionCompatibilities version={state.version} />;
  return <VersionFacts version={state.version} />;
}

export function PackageVersionScreen() {
  const { name = '', version = '' } = useParams();
  const tab = tabOf(useLocation().pathname);
  const t = useConsoleText();
  const navigate = useNavigate();
  const { can } = useCapabilities();
  const sbomOn = useSignalValue(preferenceStores().featureFlags.enabled('cve-management'));
  const state = usePackageVersion(name, version);
  const deleteVersion = useDeleteVersion(() => void navigate(packagePaths.versions(name)));
  const tabs = [
    { id: 'content', label: t('console.packages.tabContent') },
    ...(sbomOn ? [{ id: 'sbom', label: t('console.packages.tabSbom') }] : []),
    { id: 'compatibilities', label: t('console.packages.tabCompatibilities') },
  ];
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.packages.versionTitle', { name, version })}
        actions={
          <>
            <ActionLink
              to={packagePaths.install(name, version)}
              notPermitted={can('updates', 'initiate') === 'denied'}
            >
              {t('console.packages.install')}
            </ActionLink>
            <Button
              variant="negative"
              {...rightProps(can('packages', 'delete'), state.status !== 'loaded')}
              onClick={() => state.status === 'loaded' && void deleteVersion(state.version)}
            >
              {t('console.packages.delete')}
            </Button>
          </>
        }
      />
      <Tabs
        label={t('console.packages.versionTabs')}
        tabs={tabs}
        selectedId={tab}
        onSelect={(next) =>
          next !== tab && void navigate(packagePaths.version(name, version, next as VersionTab))
        }
      >
        <TabPanel tab={tab} state={state} name={name} />
      </Tabs>
    </section>
  );
}

export { PackageVersionScreen as Component };
