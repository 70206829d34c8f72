// Where an SDK validation message of the add-user form belongs (SPEC §5 "Repository user
// needs email and guest_profile"; a new shared repository needs a name).
import type { FleetValidationError } from '@fleet/sdk/domain';
import { errorText } from '../../parts/error-text';

export type AddUserField = 'email' | 'profile' | 'repositoryName';
export type AddUserProblems = Partial<Record<AddUserField | 'form', string>>;

export function addUserProblems(error: FleetValidationError): AddUserProblems {
  const { field } = error.params;
  if (field === 'email') return { email: errorText(error) };
  if (field === 'guest_profile') return { profile: errorText(error) };
  if (error.messageId === 'required.name') return { repositoryName: errorText(error) };
  return { form: errorText(error) };
}
