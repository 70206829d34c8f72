// The form of /devices/{id}/modify. Each field needs its right (SPEC §6 updateName,
// updateNotes); the SDK sends both and words each outcome (SPEC §5), shown as a toast each.
import { QUERY_KEYS, type DeviceDetail } from '@fleet/sdk';
import {
  Button,
  rightProps,
  type RightState,
  TextArea,
  TextField,
  useCapabilities,
  useFleet,
  useMutation,
} from '@fleet/elements';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { planDeviceEdit } from './device-edit';
import { actions } from '../parts/parts.css';
import { form as formClass } from './devices.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/devices';

type DeviceEdit = { name?: string; notes?: string };

// Saving is possible with either right; not permitted only without both.
const eitherRight = (a: RightState, b: RightState): RightState =>
  a === 'granted' || b === 'granted'
    ? 'granted'
    : a === 'denied' && b === 'denied'
      ? 'denied'
      : 'unknown';

export function DeviceEditForm({ device }: { device: DeviceDetail }) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const navigate = useNavigate();
  const { sdk } = useFleet();
  const { can } = useCapabilities();
  const mayName = can('devices', 'updateName');
  const mayNotes = can('devices', 'updateNotes');
  const saved = { name: device.deviceName, notes: device.notes ?? '' };
  const [form, setForm] = useState(saved);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // Saved through the one mutation helper; the device's query (its page) is read again after.
  const edit = useMutation(
    (change: DeviceEdit) => sdk.devices.editDevice(device.deviceUuid, change),
    [QUERY_KEYS.device],
  );
  const saving = edit.pending;
  const devicePath = `/devices/${encodeURIComponent(device.deviceUuid)}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const plan = planDeviceEdit(saved, form, {
      name: mayName === 'granted',
      notes: mayNotes === 'granted',
    });
    setNameError(plan.nameError);
    setFailure(undefined);
    if (plan.nameError) return;
    if (plan.edit.name === undefined && plan.edit.notes === undefined) {
      toasts.info(t('console.devices.modify.unchanged'));
      return;
    }
    try {
      const result = await edit.run(plan.edit);
      const outcomes = [result.name, result.notes].filter((outcome) => outcome !== undefined);
      for (const outcome of outcomes)
        if (outcome.updated) toasts.positive(outcome.message);
        else toasts.negative(outcome.message);
      const refused = outcomes.find((outcome) => !outcome.updated && outcome.error);
      if (refused) setFailure(errorText(refused.error));
      else if (outcomes.every((outcome) => outcome.updated)) void navigate(devicePath);
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <form className={formClass} onSubmit={save} noValidate>
      <TextField
        label={t('console.devices.modify.name')}
        value={form.name}
        onChange={(name) => setForm({ ...form, name })}
        error={nameError}
        disabled={mayName === 'denied'}
        required
      />
      <TextArea
        label={t('console.devices.modify.notes')}
        description={t('console.devices.modify.notesHint')}
        value={form.notes}
        disabled={mayNotes === 'denied'}
        onChange={(notes) => setForm({ ...form, notes })}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className={actions}>
        <Button
          type="submit"
          variant="primary"
          {...rightProps(eitherRight(mayName, mayNotes), saving)}
        >
          {t(saving ? 'console.devices.modify.saving' : 'console.devices.modify.save')}
        </Button>
        <ActionLink to={devicePath} variant="tertiary">
          {t('console.devices.modify.cancel')}
        </ActionLink>
      </div>
    </form>
  );
}
