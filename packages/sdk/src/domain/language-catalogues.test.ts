import { describe, expect, it } from 'vitest';
import { languageCatalogues } from './language-catalogues.js';

const EN = { 'greeting.hello': 'Hello {name}', 'greeting.bye': 'Goodbye' } as const;
type Id = keyof typeof EN;
const FR: Record<Id, string> = { 'greeting.hello': 'Bonjour {name}', 'greeting.bye': 'Au revoir' };

describe('a language loaded on demand', () => {
  it('shows en-US until the language has loaded, then the language', async () => {
    let downloads = 0;
    const texts = languageCatalogues<Id>(EN, {
      'fr-CH': () => {
        downloads += 1;
        return Promise.resolve(FR);
      },
    });
    expect(texts.isLoaded('en-US')).toBe(true);
    expect(texts.isLoaded('fr-CH')).toBe(false);
    expect(texts.format('greeting.hello', { name: 'Ada' }, 'fr-CH')).toBe('Hello Ada');

    await expect(texts.load('fr')).resolves.toBe(FR);
    expect(texts.isLoaded('fr-CH')).toBe(true);
    expect(texts.format('greeting.hello', { name: 'Ada' }, 'fr-CH')).toBe('Bonjour Ada');
    expect(texts.format('greeting.bye', {}, 'de-DE')).toBe('Goodbye');

    await Promise.all([texts.load('fr-CH'), texts.load('fr-CH')]);
    expect(downloads).toBe(1);
  });

  it('loads en-US without a download', async () => {
    const texts = languageCatalogues<Id>(EN, {
      'fr-CH': () => Promise.reject(new Error('not asked for')),
    });
    await expect(texts.load('en-US')).resolves.toBe(EN);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const texts = languageCatalogues<Id>(EN, {
      'fr-CH': () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(FR);
      },
    });
    await expect(texts.load('fr-CH')).rejects.toThrow('offline');
    expect(texts.isLoaded('fr-CH')).toBe(false);
    await expect(texts.load('fr-CH')).resolves.toBe(FR);
    expect(texts.format('greeting.bye', {}, 'fr-CH')).toBe('Au revoir');
  });
});
