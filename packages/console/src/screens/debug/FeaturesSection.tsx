// The feature flags as this user has them (SPEC §4 feature gating): each feature, its status,
// whether it is on, and whether an admin flag overrides its default.
import { Table, useSignalValue, type TableColumn } from '@fleet/elements';
import type { FeatureState } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { preferenceStores } from '../../preferences/preference-stores';
import { mono } from '../parts/parts.css';
import { DebugSection } from './DebugSection';
import '../../i18n/messages/debug';

export function FeaturesSection() {
  const t = useConsoleText();
  const features = useSignalValue(preferenceStores().featureFlags.features);
  const columns: TableColumn<FeatureState>[] = [
    {
      id: 'id',
      header: t('console.debug.featureId'),
      cell: (f) => <span className={mono}>{f.id}</span>,
    },
    { id: 'status', header: t('console.debug.featureStatus'), cell: (f) => f.status },
    {
      id: 'enabled',
      header: t('console.debug.featureEnabled'),
      cell: (f) =>
        `${f.enabled ? t('console.debug.on') : t('console.debug.off')}${
          f.overridden ? ` (${t('console.debug.overridden')})` : ''
        }`,
    },
  ];
  return (
    <DebugSection id="features" title={t('console.debug.features')}>
      <Table
        label={t('console.debug.features')}
        columns={columns}
        rows={features}
        rowId={(f) => f.id}
      />
    </DebugSection>
  );
}
