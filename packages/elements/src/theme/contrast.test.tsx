import { assert, assertEqual } from '../testing/assert.js';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast.js';
import { darkTheme, lightTheme, type ThemeValues } from './palettes.js';
import { VARIANTS } from './token-names.js';

// Issue 11: status colours (badges, alerts, buttons, toasts) keep WCAG AA contrast in both
// themes, computed from the theme tokens themselves, so a palette change that breaks it fails.
const THEMES: ReadonlyArray<[string, ThemeValues]> = [
  ['light', lightTheme],
  ['dark', darkTheme],
];

function surfacesOf(theme: ThemeValues): Array<[string, string]> {
  const { surface, surfaceRaised, surfaceSunken } = theme.color;
  return [
    ['surface', surface],
    ['surface-raised', surfaceRaised],
    ['surface-sunken', surfaceSunken],
  ];
}

function expectContrast(what: string, fore: string, back: string, minimum: number) {
  const ratio = contrastRatio(fore, back);
  assert(
    ratio >= minimum,
    `${what}: ${fore} on ${back} is ${ratio.toFixed(2)}:1, under ${minimum}:1`,
  );
}

describe('contrast ratio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, either way round', () => {
    assertEqual(contrastRatio('#000000', '#ffffff').toFixed(2), '21.00');
    assertEqual(contrastRatio('#ffffff', '#000000').toFixed(2), '21.00');
    assertEqual(contrastRatio('#1d5fd1', '#1d5fd1'), 1);
    assertEqual(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
  });

  it('refuses what is not a #rrggbb colour', () => {
    let thrown: unknown;
    try {
      contrastRatio('red', '#ffffff');
    } catch (error) {
      thrown = error;
    }
    assert(thrown instanceof Error, 'expected an error for "red"');
  });
});

describe('theme colours keep AA contrast (issue 11)', () => {
  for (const [name, theme] of THEMES) {
    it(`${name}: text on every variant's fill and hover fill, and its strong tone on its tint`, () => {
      for (const variant of VARIANTS) {
        const tones = theme.color[variant];
        expectContrast(`${name} ${variant} text on fill`, tones.contrast, tones.base, AA_TEXT);
        expectContrast(`${name} ${variant} text on hover`, tones.contrast, tones.hover, AA_TEXT);
        expectContrast(`${name} ${variant} badge text`, tones.strong, tones.subtle, AA_TEXT);
      }
    });

    it(`${name}: status texts on every surface, status marks seen against them`, () => {
      for (const variant of VARIANTS) {
        for (const [surfaceName, surface] of surfacesOf(theme)) {
          const tones = theme.color[variant];
          expectContrast(
            `${name} ${variant} text on ${surfaceName}`,
            tones.strong,
            surface,
            AA_TEXT,
          );
          // The default variant's fill is a neutral button face, not a status mark.
          if (variant !== 'default')
            expectContrast(
              `${name} ${variant} mark on ${surfaceName}`,
              tones.base,
              surface,
              AA_NON_TEXT,
            );
        }
      }
    });

    it(`${name}: body and muted text on every surface`, () => {
      for (const [surfaceName, surface] of surfacesOf(theme)) {
        expectContrast(`${name} text on ${surfaceName}`, theme.color.text, surface, AA_TEXT);
        expectContrast(
          `${name} muted text on ${surfaceName}`,
          theme.color.textMuted,
          surface,
          AA_TEXT,
        );
      }
    });
  }
});
