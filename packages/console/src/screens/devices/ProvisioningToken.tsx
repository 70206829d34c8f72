// The provisioning token of the active repository (SPEC §7 GET /devices/token), with a copy
// button. A failure reads 'An error occurred while fetching the provisioning token.' unless
// the server said more (SPEC §8), and can be retried.
import { Button, TextField, useFleet, useQuery } from '@fleet/elements';
import { provisioningTokenQuery } from '@fleet/sdk';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { actions, muted, section, subheading } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/devices';

export function ProvisioningToken() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { sdk } = useFleet();
  const token = useQuery(provisioningTokenQuery(sdk));
  const value = token.error ? undefined : token.data?.token;

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
      {value === undefined && token.loading && <p className={muted}>{t('console.loading')}</p>}
      {token.error && !token.loading && (
        <>
          <Alert>{errorText(token.error)}</Alert>
          <div className={actions}>
            <Button onClick={() => void token.refetch().catch(() => undefined)}>
              {t('console.devices.pair.retry')}
            </Button>
          </div>
        </>
      )}
      {value !== undefined && (
        <>
          <TextField
            label={t('console.devices.pair.token')}
            value={value}
            onChange={() => undefined}
            readOnly
          />
          <div className={actions}>
            <Button onClick={() => copy(value)}>{t('console.devices.pair.copy')}</Button>
          </div>
        </>
      )}
    </section>
  );
}
