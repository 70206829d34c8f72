import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from './catalogue-differences.js';
import {
  ACCOUNT_TEXTS,
  APP_TEXTS,
  DEVICE_TEXTS,
  EN_US_MESSAGES,
  fillPlaceholders,
  formatMessage,
  isMessageId,
  loadMessages,
  messagesLoaded,
  PACKAGE_TEXTS,
  resolveLocale,
  RIGHTS_TEXTS,
  UPDATE_TEXTS,
  VALIDATION_TEXTS,
} from './messages.js';

describe('message catalogue', () => {
  it('quotes SPEC texts exactly', () => {
    expect(formatMessage('rights.notPermitted')).toBe(
      'You do not have permission to perform this action',
    );
    expect(formatMessage('deviceLimit.title')).toBe('Device Limit Reached');
    expect(formatMessage('deviceLimit.startTrial')).toBe('Start Free Trial');
    expect(formatMessage('deviceLimit.remindLater')).toBe('Remind Me Later');
    expect(formatMessage('customFilter.nameEmpty')).toBe('Filter name cannot be empty.');
    expect(formatMessage('auth.guestTokenFailed')).toBe(
      'We are unable to process your request, please try again.',
    );
    expect(formatMessage('notification.confirmAccount')).toBe(
      'You need to confirm your account. Please check your profile.',
    );
  });

  it('fills placeholders', () => {
    expect(formatMessage('trial.unableToActivate', { email: 'sales@example.com' })).toBe(
      'We are unable to activate your developer trial at the moment, please contact us directly at sales@example.com',
    );
    expect(formatMessage('notification.serverError', { operation: 'device deletion' })).toBe(
      'A server error occurred during device deletion',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('Hello {name}, {missing}', { name: 'Ada' })).toBe(
      'Hello Ada, {missing}',
    );
  });

  it('does not read inherited properties as params', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('translates into fr-CH where a translation exists', () => {
    expect(formatMessage('deviceLimit.title', {}, 'fr-CH')).toBe('Limite d’appareils atteinte');
  });

  it('falls back to en-US for unsupported locales', () => {
    expect(formatMessage('deviceLimit.title', {}, 'de-DE')).toBe('Device Limit Reached');
  });

  it('fr-CH covers every id with the same placeholders', async () => {
    const frCh = await loadMessages('fr-CH');
    expect(messagesLoaded('fr-CH')).toBe(true);
    expect(catalogueDifferences(EN_US_MESSAGES, frCh)).toEqual([]);
    expect(formatMessage('device.deleteFailed', {}, 'fr-CH')).toBe(
      'Une erreur est survenue lors de la suppression de l’appareil.',
    );
    expect(formatMessage('update.pendingWarningFleet', { count: 2 }, 'fr-CH')).toMatch(
      /^2 appareils de la flotte ont une mise à jour en attente/,
    );
  });

  it('resolves locales by exact tag, then by language', () => {
    expect(resolveLocale('fr-CH')).toBe('fr-CH');
    expect(resolveLocale('fr')).toBe('fr-CH');
    expect(resolveLocale('FR-fr')).toBe('fr-CH');
    expect(resolveLocale('en-GB')).toBe('en-US');
    expect(resolveLocale('ja')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
  });

  it('knows its ids', () => {
    expect(isMessageId('filter.invalidKey')).toBe(true);
    expect(isMessageId('nope')).toBe(false);
    expect(isMessageId('constructor')).toBe(false);
  });

  it('is the texts of every area, each id in one area only', () => {
    const areas = [
      VALIDATION_TEXTS,
      DEVICE_TEXTS,
      UPDATE_TEXTS,
      PACKAGE_TEXTS,
      ACCOUNT_TEXTS,
      RIGHTS_TEXTS,
      APP_TEXTS,
    ];
    const ids = areas.flatMap((area) => Object.keys(area));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.sort()).toEqual(Object.keys(EN_US_MESSAGES).sort());
  });

  it('has a non-empty en-US text for every id', () => {
    for (const text of Object.values(EN_US_MESSAGES)) expect(text.trim()).not.toBe('');
  });
});

describe('SPEC §8 messages', () => {
  it.each([
    ['auth.invalidEmailOrPassword', 'Invalid email or password.'],
    ['auth.invalidCredentials', 'Invalid credentials. Please try again.'],
    ['customFilter.saveFailed', 'Unable to save custom filter. Please try again later.'],
    ['customFilter.deleteFailed', 'Unable to delete custom filter. Please try again later.'],
    ['customFilter.saved', 'Custom filter saved successfully.'],
    ['customFilter.deleted', 'Custom filter deleted successfully.'],
    ['delegation.notFound', 'Delegation with that name does not exist'],
    ['delegation.alreadyExists', 'Delegation with that name already exists'],
    ['delegation.verifyFailed', 'Could not verify trusted delegation'],
    ['delegation.refreshFailed', 'Unable to refresh this source'],
    ['device.deleteFailed', 'An error occurred while deleting the device.'],
    ['device.hibernationFailed', 'An error occurred while setting the device hibernation mode.'],
    [
      'device.installationReportsFailed',
      'An error occurred while fetching the device installation reports.',
    ],
    ['device.updateEventsFailed', 'An error occurred while fetching the device update events.'],
    ['device.provisioningTokenFailed', 'An error occurred while fetching the provisioning token.'],
    [
      'device.fleetMembershipFailed',
      'An error occurred while fetching the device fleet membership.',
    ],
    [
      'trial.activationFailed',
      'An error occurred while activating the commercial tier free trial.',
    ],
    ['notification.error', 'An error occurred'],
    ['notification.limitedAccess', 'You have limited access to this repository'],
    ['notification.viewProfile', 'View Profile'],
    ['device.nameUpdated', 'Name updated successfully'],
    ['device.nameNotUpdated', 'Name not updated'],
    ['device.descriptionUpdated', 'Description updated successfully'],
    ['device.descriptionNotUpdated', 'Description not updated'],
  ] as const)('%s is %j', (id, text) => {
    expect(formatMessage(id)).toBe(text);
  });

  it('fills the "..." of the request-denied template', () => {
    expect(formatMessage('notification.requestDenied', { operation: 'delete the fleet' })).toBe(
      'A request to delete the fleet was denied',
    );
  });
});
