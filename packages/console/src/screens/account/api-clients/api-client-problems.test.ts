import { FleetValidationError, validateApiClient } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { apiClientProblems } from './api-client-problems';

const problemsOf = (client: { name?: string; type?: string }) => {
  try {
    validateApiClient(client);
  } catch (error) {
    if (error instanceof FleetValidationError) return apiClientProblems(error);
  }
  return {};
};

describe('SPEC §5 API client needs name and type: the SDK’s messages at their field', () => {
  it('a missing name shows at the name, a missing or unknown type at the type', () => {
    expect(problemsOf({ name: ' ', type: 'provision' })).toEqual({ name: 'Name is required' });
    expect(problemsOf({ name: 'ci' })).toEqual({ type: 'Choose a type of API client.' });
    expect(problemsOf({ name: 'ci', type: 'api-v3' }).type).toMatch(/^type /);
    expect(problemsOf({ name: 'ci', type: 'api-v2' })).toEqual({});
  });

  it('anything else goes above the buttons', () => {
    expect(apiClientProblems(new FleetValidationError('required.properties'))).toEqual({
      form: 'properties is required',
    });
  });
});
