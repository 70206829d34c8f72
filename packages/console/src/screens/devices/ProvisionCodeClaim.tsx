// Pairing with the code a device shows (SPEC §5 provisioning code: non-empty; §7
// provision-claim): claim it, then read its status (Pending, Provisioned or Expired).
import { QUERY_KEYS, type ProvisionClaim } from '@fleet/sdk';
import {
  Button,
  rightProps,
  TextField,
  useCapabilities,
  useFleet,
  useMutation,
  type MutationView,
} from '@fleet/elements';
import { FleetValidationError, validateProvisioningCode } from '@fleet/sdk/domain';
import { useState, type FormEvent } from 'react';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { actions, muted, section, subheading } from '../parts/parts.css';
import { form } from './devices.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/devices';

export function ProvisionCodeClaim() {
  const t = useConsoleText();
  const { sdk } = useFleet();
  const may = useCapabilities().can('devices', 'create/token');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [claim, setClaim] = useState<ProvisionClaim>();
  // Both through the one mutation helper; a claim may add a device, so the counts are read again.
  const claimCode = useMutation(
    (valid: string) => sdk.provisioning.claimProvisionCode(valid),
    [QUERY_KEYS.deviceCounts],
  );
  const checkStatus = useMutation((provisionCode: string) =>
    sdk.provisioning.getProvisionClaimStatus(provisionCode),
  );
  const busy = claimCode.pending || checkStatus.pending;
  const failure = claimCode.error
    ? t('console.devices.pair.claimFailed', { reason: errorText(claimCode.error) })
    : checkStatus.error &&
      t('console.devices.pair.statusFailed', { reason: errorText(checkStatus.error) });

  /** Runs one of the two; the other's failure no longer applies. */
  async function run(
    mutation: MutationView<string, ProvisionClaim>,
    other: { reset(): void },
    input: string,
  ) {
    other.reset();
    try {
      setClaim(await mutation.run(input));
    } catch {
      // Shown from the mutation's error.
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const valid = validateProvisioningCode(code);
      setCodeError(undefined);
      void run(claimCode, checkStatus, valid);
    } catch (error) {
      if (!(error instanceof FleetValidationError)) throw error;
      setCodeError(errorText(error));
    }
  }

  return (
    <section className={section} aria-labelledby="pair-code">
      <h2 id="pair-code" className={subheading}>
        {t('console.devices.pair.codeHeading')}
      </h2>
      <form className={form} onSubmit={submit} noValidate>
        <TextField
          label={t('console.devices.pair.code')}
          description={t('console.devices.pair.codeText')}
          value={code}
          onChange={setCode}
          error={codeError}
          autoComplete="off"
          required
        />
        <div className={actions}>
          <Button type="submit" variant="primary" {...rightProps(may, busy)}>
            {t('console.devices.pair.claim')}
          </Button>
        </div>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {claim && (
        <div className={actions}>
          <p className={muted} role="status">
            {t(`console.devices.pair.status.${claim.status}`, { code: claim.provisionCode })}
          </p>
          {claim.status === 'Pending' && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => void run(checkStatus, claimCode, claim.provisionCode)}
            >
              {t('console.devices.pair.checkStatus')}
            </Button>
          )}
          {claim.deviceUuid && (
            <ActionLink to={`/devices/${encodeURIComponent(claim.deviceUuid)}`} variant="secondary">
              {t('console.devices.pair.openDevice')}
            </ActionLink>
          )}
        </div>
      )}
    </section>
  );
}
