// The signing keys of a package source, chosen among the trusted keys.
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { mono, muted } from '../parts/parts.css';
import { fieldset } from './packages.css';
import { useDelegationKeys } from './use-delegation-keys';

export interface KeyChoiceProps {
  chosen: readonly string[];
  disabled: boolean;
  onChange(keyids: string[]): void;
}

export function KeyChoice({ chosen, disabled, onChange }: KeyChoiceProps) {
  const t = useConsoleText();
  const state = useDelegationKeys();
  const toggle = (keyid: string, on: boolean) =>
    onChange(on ? [...chosen, keyid] : chosen.filter((id) => id !== keyid));
  return (
    <fieldset className={fieldset}>
      <legend>{t('console.packages.keys')}</legend>
      {state.status === 'loading' && <p className={muted}>{t('console.packages.loading')}</p>}
      {state.status === 'failed' && (
        <Alert>{t('console.packages.keysLoadFailed', { reason: errorText(state.error) })}</Alert>
      )}
      {state.status === 'loaded' && state.keys.length === 0 && (
        <p className={muted}>{t('console.packages.noKeys')}</p>
      )}
      {state.status === 'loaded' &&
        state.keys.map(
          ({ keyid, keytype }) =>
            keyid && (
              <label key={keyid}>
                <input
                  type="checkbox"
                  checked={chosen.includes(keyid)}
                  disabled={disabled}
                  onChange={(event) => toggle(keyid, event.target.checked)}
                />{' '}
                {keytype} <span className={mono}>{keyid}</span>
              </label>
            ),
        )}
    </fieldset>
  );
}
