// SPEC §2 /packages/sources/{view}: the package sources (trusted delegations) in the user's
// order, refreshed automatically when changed (the SDK store's rule) or by hand, deletable;
// and the `create` view that adds one. Rights: packages:refreshDelegations and
// packages:manageDelegations mark the actions not permitted (SPEC §2, §6).
import { Tabs, useCapabilities } from '@fleet/elements';
import { useNavigate, useParams } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { PACKAGE_SOURCE_VIEWS } from '../../routing/tabs';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { packagePaths } from './package-paths';
import { usePackageStores } from './package-stores';
import { EMPTY_SOURCE_FORM, sourceInputOf } from './source-form';
import { SourceForm } from './SourceForm';
import { movedOrder } from './source-order';
import { SourceTable } from './SourceTable';
import { usePackageSources } from './use-package-sources';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

function SourceList() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const { sources, list, loading, error, refresh, remove } = usePackageSources();
  return (
    <>
      {error && (
        <Alert>{t('console.packages.sourcesLoadFailed', { reason: errorText(error) })}</Alert>
      )}
      <SourceTable
        sources={list}
        loading={loading}
        mayRefresh={can('packages', 'refreshDelegations')}
        mayManage={can('packages', 'manageDelegations')}
        onRefresh={(source) => void refresh(source.name, source.friendlyName)}
        onDelete={(source) => void remove(source.name, source.friendlyName)}
        onMove={(source, step) =>
          sources.reorder(
            movedOrder(
              list.map((s) => s.name),
              list.indexOf(source),
              step,
            ),
          )
        }
      />
    </>
  );
}

function AddSource() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const { sources } = usePackageStores();
  return (
    <SourceForm
      initial={EMPTY_SOURCE_FORM}
      mode="add"
      mayManage={can('packages', 'manageDelegations')}
      onSubmit={async (values) => {
        const input = sourceInputOf(values);
        await sources.add(input);
        toasts.positive(t('console.packages.sourceAdded', { name: input.name }));
        void navigate(packagePaths.sources('list'));
      }}
    />
  );
}

export function PackageSourcesScreen() {
  const { view = 'list' } = useParams();
  const t = useConsoleText();
  const navigate = useNavigate();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.packages.sourcesTitle')} />
      <Tabs
        label={t('console.packages.sourcesViews')}
        tabs={Object.entries(PACKAGE_SOURCE_VIEWS).map(([id, spec]) => ({
          id,
          label: t(spec.label),
        }))}
        selectedId={view}
        onSelect={(next) =>
          next !== view &&
          void navigate(packagePaths.sources(next === 'create' ? 'create' : 'list'))
        }
      >
        {view === 'create' ? <AddSource /> : <SourceList />}
      </Tabs>
    </section>
  );
}

export { PackageSourcesScreen as Component };
