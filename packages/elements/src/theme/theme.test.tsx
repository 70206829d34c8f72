import { emulateMedia } from '@web/test-runner-commands';
import { assert, assertEqual } from '../testing/assert.js';
import { render } from '../testing/render.js';
import { darkTheme, lightTheme } from './palettes.js';
import { THEME_PROPERTIES } from './theme-properties.js';
import { vars } from './contract.css.js';
import { style } from './theme.test.css.js';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function swatch(
  theme: 'auto' | 'light' | 'dark',
  hostStyle = '',
  kind: keyof typeof style = 'swatch',
) {
  const { container } = await render(<div className={style[kind]} data-testid="swatch" />, {
    theme,
  });
  container.setAttribute('style', hostStyle);
  const element = container.querySelector('[data-testid="swatch"]')!;
  return getComputedStyle(element);
}

describe('theme (issue 5: --fleet-* custom properties, light, dark, auto)', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('publishes every token under a stable --fleet-* name', () => {
    const names = THEME_PROPERTIES.map((p) => p.name);
    for (const expected of [
      '--fleet-color-primary',
      '--fleet-color-primary-hover',
      '--fleet-color-negative-contrast',
      '--fleet-color-default-subtle',
      '--fleet-color-warning-strong',
      '--fleet-color-surface',
      '--fleet-font-size-md',
      '--fleet-space-lg',
      '--fleet-radius-md',
      '--fleet-focus-ring-color',
    ]) {
      assert(names.includes(expected as `--fleet-${string}`), `missing ${expected}`);
    }
    assertEqual(new Set(names).size, names.length, 'unique names');
    assert(
      vars.color.primary.base.startsWith('var(--fleet-color-primary, var(--_fleet-color-primary'),
      `components read the public name first: ${vars.color.primary.base}`,
    );
  });

  it('applies the light and dark themes', async () => {
    assertEqual((await swatch('light')).color, rgb(lightTheme.color.primary.base), 'light primary');
    assertEqual((await swatch('dark')).color, rgb(darkTheme.color.primary.base), 'dark primary');
  });

  it("'auto' follows prefers-color-scheme", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    assertEqual((await swatch('auto')).color, rgb(darkTheme.color.primary.base), 'auto in dark');
    await emulateMedia({ colorScheme: 'light' });
    assertEqual((await swatch('auto')).color, rgb(lightTheme.color.primary.base), 'auto in light');
  });

  it('a --fleet-* value set by the host page wins over the theme', async () => {
    const computed = await swatch('dark', '--fleet-color-primary: rgb(1, 2, 3)');
    assertEqual(computed.color, 'rgb(1, 2, 3)', 'overridden primary');
  });

  it('one brand colour: --fleet-color-primary also paints text buttons and paging (issue 16)', async () => {
    const themed = await swatch('light', '', 'tertiarySwatch');
    assertEqual(themed.color, rgb(lightTheme.color.primary.base), 'the theme primary by default');
    const branded = await swatch('dark', '--fleet-color-primary: rgb(1, 2, 3)', 'tertiarySwatch');
    assertEqual(branded.color, 'rgb(1, 2, 3)', 'follows the brand colour');
    const own = await swatch(
      'light',
      '--fleet-color-primary: rgb(1, 2, 3); --fleet-color-tertiary: rgb(4, 5, 6)',
      'tertiarySwatch',
    );
    assertEqual(own.color, 'rgb(4, 5, 6)', 'its own property still wins');
  });
});
