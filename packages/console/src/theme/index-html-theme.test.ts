import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { THEMES } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { htmlTheme } from './console-theme';
import { SAVED_THEME_KEY } from './saved-theme';

const consoleRoot = path.resolve(import.meta.dirname, '../..');
const html = readFileSync(path.join(consoleRoot, 'index.html'), 'utf8');
const SCRIPT_TAG = '<script src="/theme-before-paint.js"></script>';
const script = readFileSync(path.join(consoleRoot, 'public', 'theme-before-paint.js'), 'utf8');

/** Runs index.html's theme script in a page with `saved` in storage; returns <html data-theme>. */
function firstPaintTheme(saved: string | null, prefersDark: boolean, storageBlocked = false) {
  const dataset: Record<string, string> = {};
  runInNewContext(script, {
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
  it('has a classic blocking script in <head>, before the app module', () => {
    expect(script).toContain(SAVED_THEME_KEY);
    expect(html).toContain(SCRIPT_TAG);
    expect(html.indexOf(SCRIPT_TAG)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(SCRIPT_TAG)).toBeLessThan(html.indexOf('type="module"'));
  });

  it('has no inline script or style, which the Content-Security-Policy would block', () => {
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
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
