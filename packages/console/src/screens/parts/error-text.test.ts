import { FleetApiError, FleetValidationError } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText: what a failure says to the user', () => {
  it('shows SPEC §5 validation messages as they are', () => {
    expect(errorText(new FleetValidationError('required.fleetName'))).toBe(
      'fleet name is required',
    );
  });

  it('shows the server’s message of an API error', () => {
    const error = new FleetApiError({
      status: 409,
      message: 'A fleet with this name exists',
      method: 'POST',
      url: 'http://x/api/v2beta/fleets',
    });
    expect(errorText(error)).toBe('A fleet with this name exists');
  });

  it('never gives an empty text', () => {
    expect(errorText(new Error(''))).toBe('Error');
    expect(errorText(undefined)).toBe('undefined');
  });
});
