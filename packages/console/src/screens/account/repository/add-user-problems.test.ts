import { FleetValidationError, validateRepositoryUser } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { addUserProblems } from './add-user-problems';

const problemsOf = (user: { email?: string; guest_profile?: string }) => {
  try {
    validateRepositoryUser(user);
  } catch (error) {
    if (error instanceof FleetValidationError) return addUserProblems(error);
  }
  return {};
};

describe('SPEC §5 repository user needs email and guest_profile: shown at their field', () => {
  it('puts the SDK’s messages next to the email and the guest profile', () => {
    expect(problemsOf({ guest_profile: 'read-only' })).toEqual({
      email: 'Enter an email address.',
    });
    expect(problemsOf({ email: 'a@example.com' })).toEqual({
      profile: 'Choose a profile.',
    });
    expect(problemsOf({ email: 'a@example.com', guest_profile: 'read-only' })).toEqual({});
  });

  it('a missing name of the repository to create goes to its field, anything else to the form', () => {
    expect(addUserProblems(new FleetValidationError('required.name'))).toEqual({
      repositoryName: 'Name is required',
    });
    expect(
      addUserProblems(new FleetValidationError('validation.emptyList', { field: 'users' })),
    ).toHaveProperty('form');
  });
});
