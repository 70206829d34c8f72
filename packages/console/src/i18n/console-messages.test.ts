import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES_EN_US, formatConsoleMessage } from './console-messages';
import { consoleText } from './console-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('SPEC §2 languages: the console catalogue (en-US, fr-CH partly)', () => {
  it('shows fr-CH where translated and en-US otherwise', () => {
    expect(formatConsoleMessage('console.nav.devices', {}, 'fr-CH')).toBe('Appareils');
    expect(formatConsoleMessage('console.preferences.betaHint', {}, 'fr-CH')).toBe(
      CONSOLE_MESSAGES_EN_US['console.preferences.betaHint'],
    );
    expect(formatConsoleMessage('console.nav.devices', {}, 'de-DE')).toBe('Devices');
  });

  it('fills placeholders', () => {
    expect(formatConsoleMessage('console.onboarding.stepOf', { current: 2, total: 4 })).toBe(
      'Step 2 of 4',
    );
  });

  it('every fr-CH text has the same placeholders as its en-US text', () => {
    for (const id of Object.keys(
      CONSOLE_MESSAGES_EN_US,
    ) as (keyof typeof CONSOLE_MESSAGES_EN_US)[]) {
      const fr = formatConsoleMessage(id, {}, 'fr-CH');
      expect(placeholders(fr), id).toEqual(placeholders(CONSOLE_MESSAGES_EN_US[id]));
    }
  });

  it('reads SPEC’s quoted texts from the SDK catalogue through the same function', () => {
    expect(consoleText('deviceLimit.title')).toBe('Device Limit Reached');
    expect(consoleText('deviceLimit.title', {}, 'fr-CH')).toBe('Limite d’appareils atteinte');
  });
});
