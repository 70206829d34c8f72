// SPEC §5 editing a device: what the form sends (only what changed and what the user may
// change), checked by the SDK's own rules so the form shows the same words as the API refusal.
import { FleetValidationError, validateDeviceName } from '@fleet/sdk/domain';
import { errorText } from '../parts/error-text';

export interface DeviceEditForm {
  name: string;
  notes: string;
}

export interface DeviceEditPlan {
  /** What to send; empty when nothing changed. */
  edit: { name?: string; notes?: string };
  /** The name's problem ('Name is required'), when it has one. */
  nameError?: string;
}

export function planDeviceEdit(
  saved: DeviceEditForm,
  form: DeviceEditForm,
  may: { name: boolean; notes: boolean },
): DeviceEditPlan {
  let name: string | undefined;
  if (may.name) {
    try {
      name = validateDeviceName(form.name);
    } catch (error) {
      if (error instanceof FleetValidationError) return { edit: {}, nameError: errorText(error) };
      throw error;
    }
  }
  return {
    edit: {
      ...(name !== undefined && name !== saved.name && { name }),
      ...(may.notes && form.notes !== saved.notes && { notes: form.notes }),
    },
  };
}
