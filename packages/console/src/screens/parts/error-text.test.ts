import { FleetApiError, FleetValidationError } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText: what a failure says to the user', () => {
  it('shows SPEC §5 validation messages in words a person reads, never a field id', () => {
    expect(errorText(new FleetValidationError('required.name'))).toBe('Name is required');
    expect(errorText(new FleetValidationError('required.fleetName'))).toBe(
      'Enter a name for the fleet.',
    );
    expect(
      errorText(new FleetValidationError('validation.emptyList', { field: 'packageIds' })),
    ).toBe('Choose at least one package version.');
    expect(
      errorText(new FleetValidationError('validation.fieldRequired', { field: 'expiresAt' })),
    ).toBe('Choose when the offline update expires.');
  });

  it('shows validation messages in the console’s language', () => {
    expect(errorText(new FleetValidationError('required.fleetName'), 'fr-CH')).toBe(
      'Saisissez un nom pour la flotte.',
    );
    expect(
      errorText(new FleetValidationError('validation.fieldRequired', { field: 'file' }), 'fr-CH'),
    ).toBe('Choisissez un fichier à téléverser.');
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
