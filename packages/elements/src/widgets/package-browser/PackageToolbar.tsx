// The controls above the package list: the package filters of SPEC §9, the type, the
// component (hardware id) and the search.
import { PACKAGE_TYPES, type PackageFilter } from '@fleet/sdk/domain';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Select } from '../../primitives/select/Select.js';
import { TextField } from '../../primitives/text-field/TextField.js';
import { toolbar } from './PackageBrowser.css.js';
import type { PackageBrowserQuery } from './package-browser-query.js';
import { PACKAGE_BROWSER_TEXTS } from './package-browser-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(PACKAGE_BROWSER_TEXTS);

export interface PackageToolbarProps {
  query: PackageBrowserQuery;
  filters: readonly PackageFilter[];
  components: readonly string[];
  onChange(change: Partial<PackageBrowserQuery>): void;
}

export function PackageToolbar({ query, filters, components, onChange }: PackageToolbarProps) {
  const t = useFormatMessage();
  return (
    <div className={toolbar} part="toolbar">
      <Select
        label={t('ui.packages.filter')}
        value={query.filter ?? ''}
        options={[
          { value: '', label: t('ui.packages.allPackages') },
          ...filters.map((filter) => ({ value: filter.id, label: t(filter.labelId) })),
        ]}
        onChange={(value) => onChange({ filter: value || undefined })}
      />
      <Select
        label={t('ui.packages.type')}
        value={query.type ?? ''}
        options={[
          { value: '', label: t('ui.packages.anyType') },
          ...PACKAGE_TYPES.map((type) => ({ value: type, label: t(`ui.packageType.${type}`) })),
        ]}
        onChange={(value) =>
          onChange({ type: PACKAGE_TYPES.find((type) => type === value) ?? undefined })
        }
      />
      <Select
        label={t('ui.packages.component')}
        value={query.component ?? ''}
        options={[
          { value: '', label: t('ui.packages.anyComponent') },
          ...components.map((id) => ({ value: id, label: id })),
        ]}
        onChange={(value) => onChange({ component: value || undefined })}
      />
      <TextField
        type="search"
        label={t('ui.packages.search')}
        value={query.search ?? ''}
        onChange={(value) => onChange({ search: value || undefined })}
      />
    </div>
  );
}
