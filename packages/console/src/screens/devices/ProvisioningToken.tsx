// The provisioning token of the active repository (SPEC §7 GET /devices/token), with a copy
// button. A failure reads 'An error occurred while fetching the provisioning token.' unless
// the server said more (SPEC §8), and can be retried.
import { Button, TextField, useFleet } from '@fleet/elements';
import { useCallback, useEffect, useState } from 'react';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { actions, muted, section, subheading } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';

type TokenState =
  { state: 'loading' } | { state: 'known'; token: string } | { state: 'failed'; reason: string };

export function ProvisioningToken() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { sdk } = useFleet();
  const [token, setToken] = useState<TokenState>({ state: 'loading' });
  const fetchToken = useCallback(
    () =>
      sdk.devices.getProvisioningToken().then(
        (answer) => setToken({ state: 'known', token: answer.token }),
        (error: unknown) => setToken({ state: 'failed', reason: errorText(error) }),
      ),
    [sdk],
  );
  useEffect(() => void fetchToken(), [fetchToken]);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toasts.positive(t('console.devices.pair.copied'));
    } catch (error) {
      toasts.negative(t('console.devices.pair.copyFailed', { reason: errorText(error) }));
    }
  }

  return (
    <section className={section} aria-labelledby="pair-token">
      <h2 id="pair-token" className={subheading}>
        {t('console.devices.pair.tokenHeading')}
      </h2>
      <p className={muted}>{t('console.devices.pair.tokenText')}</p>
      {token.state === 'loading' && <p className={muted}>{t('console.loading')}</p>}
      {token.state === 'failed' && (
        <>
          <Alert>{token.reason}</Alert>
          <div className={actions}>
            <Button
              onClick={() => {
                setToken({ state: 'loading' });
                void fetchToken();
              }}
            >
              {t('console.devices.pair.retry')}
            </Button>
          </div>
        </>
      )}
      {token.state === 'known' && (
        <>
          <TextField
            label={t('console.devices.pair.token')}
            value={token.token}
            onChange={() => undefined}
            readOnly
          />
          <div className={actions}>
            <Button onClick={() => copy(token.token)}>{t('console.devices.pair.copy')}</Button>
          </div>
        </>
      )}
    </section>
  );
}
