import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from '@fleet/sdk/domain';
import {
  CONSOLE_MESSAGES_EN_US,
  formatConsoleMessage,
  loadConsoleMessages,
} from './console-messages';
import { consoleText } from './console-text';

describe('SPEC §2 languages: the console catalogue (en-US, fr-CH)', () => {
  it('fr-CH covers every id of en-US with the same placeholders', async () => {
    const frCh = await loadConsoleMessages('fr-CH');
    expect(catalogueDifferences(CONSOLE_MESSAGES_EN_US, frCh)).toEqual([]);
  });

  it('shows fr-CH, and en-US for a language it does not have', () => {
    expect(formatConsoleMessage('console.nav.devices', {}, 'fr-CH')).toBe('Appareils');
    expect(formatConsoleMessage('console.preferences.betaHint', {}, 'fr-CH')).toBe(
      'Essayez des fonctionnalités encore en cours de finition.',
    );
    expect(formatConsoleMessage('console.nav.devices', {}, 'de-DE')).toBe('Devices');
  });

  it('counts in French', () => {
    expect(formatConsoleMessage('console.fleets.added', { count: 1 }, 'fr-CH')).toBe(
      '1 appareil ajouté à la flotte.',
    );
    expect(formatConsoleMessage('console.fleets.added', { count: 3 }, 'fr-CH')).toBe(
      '3 appareils ajoutés à la flotte.',
    );
  });

  it('fills placeholders', () => {
    expect(formatConsoleMessage('console.onboarding.stepOf', { current: 2, total: 4 })).toBe(
      'Step 2 of 4',
    );
  });

  it('reads SPEC’s quoted texts from the SDK catalogue through the same function', () => {
    expect(consoleText('deviceLimit.title')).toBe('Device Limit Reached');
    expect(consoleText('deviceLimit.title', {}, 'fr-CH')).toBe('Limite d’appareils atteinte');
  });
});
