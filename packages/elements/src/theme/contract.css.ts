// How components read the theme. Each value is `var(--fleet-x, var(--_fleet-x))`:
// `--fleet-x` is never set by us, so a partner's value set on the page, a container or the
// element itself inherits through the shadow boundary and wins; otherwise the light or dark
// theme's private `--_fleet-x` applies (set on the [data-fleet-theme] scope, see themes.css.ts).
import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';
import { publicTokenName, themeShape, themeTokenName, type ThemeShape } from './token-names.js';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The public custom properties (`--fleet-*`), as `var(...)` references. */
export const publicTokens = createGlobalThemeContract(themeShape, (_value, path) =>
  publicTokenName(path),
);

/** The theme's own values (`--_fleet-*`): what light and dark themes assign. */
export const themeTokens = createGlobalThemeContract(themeShape, (_value, path) =>
  themeTokenName(path),
);

function withFallback<T extends object>(publicNode: T, themeNode: T): Leaves<T> {
  return Object.fromEntries(
    Object.entries(publicNode).map(([key, value]) => {
      const fallback = (themeNode as Record<string, unknown>)[key];
      return typeof value === 'string'
        ? [key, fallbackVar(value, fallback as string)]
        : [key, withFallback(value as object, fallback as object)];
    }),
  ) as Leaves<T>;
}

const themed: Leaves<ThemeShape> = withFallback(publicTokens, themeTokens);

/**
 * What component styles use: a partner's `--fleet-*` value, else the active theme's. The
 * tertiary variant (text buttons such as paging, links) is the primary colour without a fill:
 * one brand colour, `--fleet-color-primary`, drives both unless `--fleet-color-tertiary` is set.
 */
export const vars: Leaves<ThemeShape> = {
  ...themed,
  color: {
    ...themed.color,
    tertiary: withFallback(publicTokens.color.tertiary, themed.color.primary),
  },
};
