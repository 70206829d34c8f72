// SPEC §2 /packages/sources/{view}/{name}: one package source, to view and edit (its keys,
// paths, threshold, remote address and friendly name), refresh or delete.
import { Button, useCapabilities, rightProps } from '@fleet/elements';
import { useNavigate, useParams } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { packagePaths } from './package-paths';
import { muted } from '../parts/parts.css';
import { sourceFormOf, sourceInputOf } from './source-form';
import { SourceForm } from './SourceForm';
import { usePackageSources } from './use-package-sources';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

export function PackageSourceScreen() {
  const { name = '' } = useParams();
  const t = useConsoleText();
  const navigate = useNavigate();
  const toasts = useConsoleToasts();
  const formatDateTime = useFormatDateTime();
  const { can } = useCapabilities();
  const { sources, list, loading, error, refresh, remove } = usePackageSources();
  const source = list.find((s) => s.name === name);
  const shown = source?.friendlyName ?? name;
  const mayManage = can('packages', 'manageDelegations');
  const mayRefresh = can('packages', 'refreshDelegations');

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.packages.editSource', { name: shown })}
        actions={
          <>
            <Button
              {...rightProps(mayRefresh, !source || source.state !== 'normal')}
              onClick={() => void refresh(name, shown)}
            >
              {t('console.packages.refresh')}
            </Button>
            <Button
              variant="negative"
              {...rightProps(mayManage, !source || source.state !== 'normal')}
              onClick={() =>
                void remove(name, shown).then(
                  (deleted) => deleted && navigate(packagePaths.sources('list')),
                )
              }
            >
              {t('console.packages.delete')}
            </Button>
          </>
        }
      />
      {error && (
        <Alert>{t('console.packages.sourcesLoadFailed', { reason: errorText(error) })}</Alert>
      )}
      {!source && !loading && !error && (
        <Alert>{t('console.packages.sourceNotFound', { name })}</Alert>
      )}
      {source && (
        <>
          <p className={muted}>
            {t('console.packages.lastFetched')}:{' '}
            {source.lastFetched
              ? formatDateTime(source.lastFetched)
              : t('console.packages.neverFetched')}
          </p>
          {source.error && (
            <Alert>{t('console.packages.sourceError', { error: source.error })}</Alert>
          )}
          <SourceForm
            key={source.name}
            initial={sourceFormOf(source)}
            mode="update"
            mayManage={mayManage}
            onSubmit={async (values) => {
              await sources.update(sourceInputOf(values));
              toasts.positive(t('console.packages.sourceSaved', { name: shown }));
            }}
          />
        </>
      )}
    </section>
  );
}

export { PackageSourceScreen as Component };
