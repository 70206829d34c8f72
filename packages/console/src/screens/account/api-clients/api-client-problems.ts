// Where an SDK validation message of the API client form belongs (SPEC §5 "API client needs
// name and type"): at the field it names, else above the buttons.
import type { FleetValidationError } from '@fleet/sdk/domain';
import { errorText } from '../../parts/error-text';

export type ApiClientProblems = Partial<Record<'name' | 'type' | 'lifetime' | 'form', string>>;

export function apiClientProblems(error: FleetValidationError): ApiClientProblems {
  const { field } = error.params;
  if (field === 'name' || error.messageId === 'required.name') return { name: errorText(error) };
  if (field === 'type') return { type: errorText(error) };
  return { form: errorText(error) };
}
