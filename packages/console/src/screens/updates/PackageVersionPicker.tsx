// The package versions an update installs (device and fleet updates): a search over the
// repository's versions adds one at a time, each chosen one can be removed. With hardware ids,
// only versions for those components are offered.
import { Button, Combobox, usePackageSearch } from '@fleet/elements';
import type { Package } from '@fleet/sdk';
import { useState } from 'react';
import { useConsoleText } from '../../i18n';
import { chosenItem, chosenList } from '../parts/parts.css';
import { hint, versionId } from './updates.css';
import '../../i18n/messages/updates';

export interface PackageVersionPickerProps {
  chosen: readonly Package[];
  onChange(chosen: Package[]): void;
  /** The hardware ids of the devices to update; none offers every version. */
  hardwareIds?: readonly string[] | undefined;
  /** A SPEC §5 problem with the chosen versions. */
  error?: string | undefined;
  /** Shows the hardware ids each chosen version installs on. */
  showCompatibility?: boolean;
}

const labelOf = (pkg: Package) => `${pkg.name} ${pkg.version}`;

export function PackageVersionPicker({
  chosen,
  onChange,
  hardwareIds,
  error,
  showCompatibility = false,
}: PackageVersionPickerProps) {
  const t = useConsoleText();
  const search = usePackageSearch({ hardwareIds });
  // A fresh search box after each pick (the Combobox keeps the picked label otherwise).
  const [picks, setPicks] = useState(0);
  const isChosen = (packageId: string) => chosen.some((pkg) => pkg.packageId === packageId);
  const options = search.results.map((pkg) => ({
    value: pkg.packageId,
    label: labelOf(pkg),
    disabled: isChosen(pkg.packageId),
  }));

  return (
    <>
      <Combobox
        key={picks}
        label={t('console.updates.addPackage')}
        placeholder={t('console.updates.searchPackages')}
        description={
          search.error && t('console.updates.searchFailed', { reason: search.error.message })
        }
        error={error}
        options={options}
        value={null}
        filter={false}
        onInputChange={search.setText}
        onChange={(packageId) => {
          const pkg = search.results.find((found) => found.packageId === packageId);
          if (!pkg || isChosen(pkg.packageId)) return;
          onChange([...chosen, pkg]);
          search.setText('');
          setPicks((n) => n + 1);
        }}
      />
      {chosen.length === 0 ? (
        <p className={hint}>{t('console.updates.noPackages')}</p>
      ) : (
        <ul className={chosenList} aria-label={t('console.updates.chosenPackages')}>
          {chosen.map((pkg) => (
            <li key={pkg.packageId} className={chosenItem}>
              <span>
                {labelOf(pkg)} <span className={versionId}>{pkg.packageId}</span>
                {showCompatibility && pkg.hardwareIds && pkg.hardwareIds.length > 0 && (
                  <span className={hint}>
                    {' '}
                    {t('console.updates.compatibleWith', {
                      hardwareIds: pkg.hardwareIds.join(', '),
                    })}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="tertiary"
                aria-label={t('console.updates.removePackage', { name: labelOf(pkg) })}
                onClick={() => onChange(chosen.filter((kept) => kept.packageId !== pkg.packageId))}
              >
                {t('console.updates.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
