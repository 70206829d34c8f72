// The signing keys of a package source, chosen among the trusted keys.
import { useFleet, useQuery } from '@fleet/elements';
import { delegationKeysQuery } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { mono, muted } from '../parts/parts.css';
import { fieldset, keyOption } from './packages.css';
import '../../i18n/messages/packages';

export interface KeyChoiceProps {
  chosen: readonly string[];
  disabled: boolean;
  onChange(keyids: string[]): void;
}

export function KeyChoice({ chosen, disabled, onChange }: KeyChoiceProps) {
  const t = useConsoleText();
  const { sdk } = useFleet();
  const { data: keys, error } = useQuery(delegationKeysQuery(sdk));
  const toggle = (keyid: string, on: boolean) =>
    onChange(on ? [...chosen, keyid] : chosen.filter((id) => id !== keyid));
  return (
    <fieldset className={fieldset}>
      <legend>{t('console.packages.keys')}</legend>
      {!keys && !error && <p className={muted}>{t('console.packages.loading')}</p>}
      {error && <Alert>{t('console.packages.keysLoadFailed', { reason: errorText(error) })}</Alert>}
      {keys?.length === 0 && <p className={muted}>{t('console.packages.noKeys')}</p>}
      {keys?.map(
        ({ keyid, keytype }) =>
          keyid && (
            <label key={keyid} className={keyOption}>
              <input
                type="checkbox"
                checked={chosen.includes(keyid)}
                disabled={disabled}
                onChange={(event) => toggle(keyid, event.target.checked)}
              />
              <span>
                {keytype} <span className={mono}>{keyid}</span>
              </span>
            </label>
          ),
      )}
    </fieldset>
  );
}
