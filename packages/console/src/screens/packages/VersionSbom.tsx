// The SBOM tab of a version's details (feature cve-management): the published CycloneDX
// document's components and how many vulnerabilities it lists.
import { Table, type TableColumn } from '@fleet/elements';
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { muted } from '../parts/parts.css';
import { sbomComponents, sbomVulnerabilityCount, type SbomComponent } from './sbom-components';
import { useVersionSbom } from './use-version-sbom';
import '../../i18n/messages/packages';

export function VersionSbom({ name, version }: { name: string; version: string }) {
  const t = useConsoleText();
  const state = useVersionSbom(name, version);
  if (state.status === 'loading') return <p className={muted}>{t('console.packages.loading')}</p>;
  if (state.status === 'failed')
    return (
      <Alert>{t('console.packages.sbomLoadFailed', { reason: errorText(state.error) })}</Alert>
    );
  if (!state.document) return <p className={muted}>{t('console.packages.sbomNone')}</p>;
  const columns: TableColumn<SbomComponent>[] = [
    { id: 'name', header: t('console.packages.sbomName'), cell: (c) => c.name },
    { id: 'version', header: t('console.packages.sbomVersion'), cell: (c) => c.version },
    { id: 'type', header: t('console.packages.sbomType'), cell: (c) => c.type },
  ];
  return (
    <>
      <p>
        {t('console.packages.sbomVulnerabilities', {
          count: sbomVulnerabilityCount(state.document),
        })}
      </p>
      <Table
        label={t('console.packages.sbomComponents')}
        columns={columns}
        rows={sbomComponents(state.document)}
        rowId={(c) => c.key}
      />
    </>
  );
}
