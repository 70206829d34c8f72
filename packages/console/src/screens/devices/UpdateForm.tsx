// The update form: package versions, an optional start time, and the SPEC §8 pending-update
// warning for devices that already have one (with a way to skip them when several are
// updated). Sent through useUpdateSubmit; what was refused and why stays on the form.
import type { Device, Package } from '@fleet/sdk';
import { devicesWithPendingUpdate, pendingUpdateWarning } from '@fleet/sdk/domain';
import { Button, DateTimeInput, rightProps, useCapabilities } from '@fleet/elements';
import { useState, type FormEvent } from 'react';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { actions, section, subheading } from '../parts/parts.css';
import { form, warning } from './devices.css';
import { PackageVersionPicker } from '../updates/PackageVersionPicker';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { useUpdateSubmit, type UpdateResult } from './use-update-submit';
import '../../i18n/messages/devices';

export interface UpdateFormProps {
  devices: readonly Device[];
  /** Leaves these devices out (offered when several devices are updated). */
  onSkip?(uuids: string[]): void;
  onSent(result: UpdateResult): void;
}

export function UpdateForm({ devices, onSkip, onSent }: UpdateFormProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const may = useCapabilities().can('updates', 'initiate');
  const [packages, setPackages] = useState<Package[]>([]);
  const [scheduledFor, setScheduledFor] = useState<Date | null>(null);
  const [result, setResult] = useState<UpdateResult>();
  const submit = useUpdateSubmit();
  const pending = devicesWithPendingUpdate(devices);
  const pendingWarning = pendingUpdateWarning(pending.length);
  const hardwareIds = [...new Set(devices.flatMap((device) => device.hardwareIds ?? []))];

  async function send(event: FormEvent) {
    event.preventDefault();
    setResult(undefined);
    // A failure stays in submit.error, shown above the button.
    const sent = await submit
      .run({ devices, packageIds: packages.map((pkg) => pkg.packageId), scheduledFor })
      .catch(() => undefined);
    if (!sent) return;
    if (sent.affected > 0)
      toasts.positive(t('console.devices.update.started', { count: sent.affected }));
    if (sent.refused.length > 0) setResult(sent);
    else onSent(sent);
  }

  return (
    <form className={form} onSubmit={send} noValidate>
      {pendingWarning && (
        <div className={actions}>
          <p className={warning} role="status">
            {t(pendingWarning.id, pendingWarning.params)}
          </p>
          {onSkip && (
            <Button size="sm" onClick={() => onSkip(pending)}>
              {t('console.devices.update.skipPending')}
            </Button>
          )}
        </div>
      )}
      <section className={section} aria-labelledby="update-packages">
        <h2 id="update-packages" className={subheading}>
          {t('console.devices.update.packages')}
        </h2>
        <PackageVersionPicker chosen={packages} onChange={setPackages} hardwareIds={hardwareIds} />
      </section>
      <DateTimeInput
        label={t('console.devices.update.schedule')}
        description={t('console.devices.update.scheduleHint')}
        value={scheduledFor}
        onChange={setScheduledFor}
      />
      {submit.error && <Alert>{errorText(submit.error)}</Alert>}
      {result?.refused.map((refusal) => (
        <Alert key={refusal.device}>
          {t('console.devices.update.notAffected', {
            name: refusal.device,
            reason: refusal.reason,
          })}
        </Alert>
      ))}
      <div className={actions}>
        <Button type="submit" variant="primary" {...rightProps(may, submit.pending)}>
          {t(
            submit.pending ? 'console.devices.update.submitting' : 'console.devices.update.submit',
          )}
        </Button>
      </div>
    </form>
  );
}
