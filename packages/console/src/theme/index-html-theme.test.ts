import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { THEMES } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { htmlTheme } from './console-theme';
import { SAVED_THEME_KEY } from './saved-theme';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs index.html's inline script in a page with `saved` in storage; returns <html data-theme>. */
function firstPaintTheme(saved: string | null, prefersDark: boolean, storageBlocked = false) {
  const dataset: Record<string, string> = {};
  runInNewContext(inlineScript, {
    localStorage: {
      getItem(key: string) {
        if (storageBlocked) throw new Error('SecurityError');
        return key === SAVED_THEME_KEY ? saved : null;
      },
    },
    window: { matchMedia: (query: string) => ({ matches: prefersDark && /dark/.test(query) }) },
    document: { documentElement: { dataset } },
  });
  return dataset.theme;
}

describe('SPEC §2 dark mode is applied at start (index.html, before the first paint)', () => {
  it('has a classic inline script in <head>, before the app module', () => {
    expect(inlineScript).toContain(SAVED_THEME_KEY);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('paints the saved theme, following the system for auto, as the app later does', () => {
    for (const theme of THEMES)
      for (const prefersDark of [false, true])
        expect(firstPaintTheme(theme, prefersDark), `${theme}, system dark ${prefersDark}`).toBe(
          htmlTheme(theme, prefersDark),
        );
  });

  it('follows the system when nothing (or nonsense) is saved, or storage is blocked', () => {
    expect(firstPaintTheme(null, true)).toBe('dark');
    expect(firstPaintTheme(null, false)).toBe('light');
    expect(firstPaintTheme('purple', true)).toBe('dark');
    expect(firstPaintTheme('dark', false, true)).toBe('light');
  });
});
