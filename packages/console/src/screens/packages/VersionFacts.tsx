// SPEC §3 Package: what a version is (the content tab of its details).
import type { Package } from '@fleet/sdk';
import { formatByteSize, packageSourceName } from '@fleet/sdk/domain';
import type { ReactNode } from 'react';
import { useConsoleLocale, useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { mono } from '../parts/parts.css';
import { factTerm, facts, factValue } from './packages.css';
import '../../i18n/messages/packages';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={factTerm}>{term}</dt>
      <dd className={factValue}>{children}</dd>
    </>
  );
}

export function VersionFacts({ version }: { version: Package }) {
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const formatDateTime = useFormatDateTime();
  const none = t('console.packages.unknown');
  return (
    <dl className={facts}>
      <Fact term={t('console.packages.packageId')}>
        <span className={mono}>{version.packageId}</span>
      </Fact>
      <Fact term={t('console.packages.filename')}>
        <span className={mono}>{version.filename ?? none}</span>
      </Fact>
      <Fact term={t('console.packages.component')}>{version.hardwareIds?.join(', ') || none}</Fact>
      <Fact term={t('console.packages.format')}>{version.targetFormat ?? none}</Fact>
      <Fact term={t('console.packages.createdAt')}>
        {version.createdAt ? formatDateTime(version.createdAt) : none}
      </Fact>
      <Fact term={t('console.packages.size')}>{formatByteSize(version.size, locale)}</Fact>
      <Fact term={t('console.packages.sha256')}>
        <span className={mono}>{version.hashes.sha256}</span>
      </Fact>
      <Fact term={t('console.packages.source')}>{packageSourceName(version.packageSource)}</Fact>
      {version.uri && (
        <Fact term={t('console.packages.uri')}>
          <span className={mono}>{version.uri}</span>
        </Fact>
      )}
      {version.comment && <Fact term={t('console.packages.comment')}>{version.comment}</Fact>}
    </dl>
  );
}
