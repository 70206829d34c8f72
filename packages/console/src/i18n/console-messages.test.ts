import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from '@fleet/sdk/domain';
import { CONSOLE_MESSAGES_FR_CH } from './console-messages-fr-ch';
import { CONSOLE_MESSAGES_EN_US, formatConsoleMessage } from './console-messages';
import { consoleText } from './console-text';

type Texts = Readonly<Record<string, string>>;

/** Each area's en-US and fr-CH texts (messages/<area>.ts and messages/fr-CH/<area>.ts). */
const areas = Object.entries(
  import.meta.glob<Record<string, Texts>>('./messages/*.ts', { eager: true }),
).map(([path, module]) => ({ path, module }));
const areasFrCh = import.meta.glob<Record<string, Texts>>('./messages/fr-CH/*.ts', {
  eager: true,
});

function onlyExport(module: Record<string, Texts>, path: string): Texts {
  const texts = Object.values(module).filter((value) => typeof value === 'object');
  if (texts.length !== 1) throw new Error(`${path} should export one catalogue`);
  return texts[0]!;
}

describe('SPEC §2 languages: the console catalogue (en-US, fr-CH)', () => {
  it('fr-CH covers every id of en-US with the same placeholders', () => {
    expect(catalogueDifferences(CONSOLE_MESSAGES_EN_US, CONSOLE_MESSAGES_FR_CH)).toEqual([]);
  });

  it('fr-CH covers every id of each area’s en-US texts with the same placeholders', () => {
    expect(areas.length).toBeGreaterThan(8);
    for (const { path, module } of areas) {
      const frPath = path.replace('./messages/', './messages/fr-CH/');
      const frCh = areasFrCh[frPath];
      expect(frCh, `${frPath} is missing`).toBeDefined();
      expect(catalogueDifferences(onlyExport(module, path), onlyExport(frCh!, frPath))).toEqual([]);
    }
  });

  it('shows an area’s texts once a screen using them has loaded, in fr-CH once it is loaded', () => {
    expect(formatConsoleMessage('console.fleets.title')).toBe('Fleet manager');
    expect(formatConsoleMessage('console.fleets.title', {}, 'fr-CH')).toBe('Gestion des flottes');
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
