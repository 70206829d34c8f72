// The packages of an offline update: a search over the repository's package versions (the
// SDK packages resource, by name) adds one at a time; each chosen one can be removed.
import { useEffect, useRef, useState } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { Combobox } from '../../primitives/combobox/Combobox.js';
import { usePackageSearch } from '../../search/use-package-search.js';
import { chosenItem, chosenList, hint, packageId, packages } from './LockboxEditor.css.js';
import { LOCKBOX_EDITOR_TEXTS } from './lockbox-editor-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(LOCKBOX_EDITOR_TEXTS);

export interface PackagePickerProps {
  packageIds: readonly string[];
  onChange(packageIds: string[]): void;
  /** A SPEC §5 problem with the chosen packages. */
  error?: string | undefined;
}

export function PackagePicker({ packageIds, onChange, error }: PackagePickerProps) {
  const t = useFormatMessage();
  const search = usePackageSearch();
  // A fresh search box after each pick (the Combobox keeps the picked label otherwise),
  // with the focus kept in it for the next one.
  const [picks, setPicks] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picks > 0) box.current?.querySelector('input')?.focus();
  }, [picks]);

  const options = search.results.map((found) => ({
    value: found.packageId,
    label: `${found.name} ${found.version}`,
    disabled: packageIds.includes(found.packageId),
  }));

  return (
    <div className={packages} part="packages">
      <div ref={box}>
        <Combobox
          key={picks}
          label={t('ui.lockbox.addPackage')}
          placeholder={t('ui.lockbox.searchPackages')}
          options={options}
          value={null}
          filter={false}
          onInputChange={search.setText}
          onChange={(chosen) => {
            if (!chosen || packageIds.includes(chosen)) return;
            onChange([...packageIds, chosen]);
            search.setText('');
            setPicks((n) => n + 1);
          }}
          error={error}
          description={
            search.error && t('ui.lockbox.searchFailed', { reason: search.error.message })
          }
        />
      </div>
      {packageIds.length === 0 ? (
        <p className={hint}>{t('ui.lockbox.noPackages')}</p>
      ) : (
        <ul className={chosenList} aria-label={t('ui.lockbox.packages')} part="chosen-packages">
          {packageIds.map((id) => (
            <li key={id} className={chosenItem}>
              <span className={packageId}>{id}</span>
              <Button
                size="sm"
                variant="tertiary"
                aria-label={t('ui.lockbox.removePackage', { packageId: id })}
                onClick={() => onChange(packageIds.filter((kept) => kept !== id))}
              >
                {t('ui.lockbox.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
