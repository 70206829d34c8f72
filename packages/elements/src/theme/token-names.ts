// The theme's shape and how each leaf is named as a CSS custom property. The public names
// (`--fleet-*`) are the theming API partners write against: never rename one, only add.
export const VARIANTS = [
  'primary',
  'secondary',
  'tertiary',
  'positive',
  'negative',
  'info',
  'warning',
  'default',
] as const;
/** The eight colour variants of SPEC §2 (buttons, links, dialogs, toasts, badges). */
export type Variant = (typeof VARIANTS)[number];

/** The tones each variant has: fill, hover fill, text on fill, tinted background, text on tint. */
const tones = { base: '', hover: '', contrast: '', subtle: '', strong: '' };
const variants = Object.fromEntries(VARIANTS.map((v) => [v, tones])) as Record<
  Variant,
  typeof tones
>;

export const themeShape = {
  color: {
    ...variants,
    surface: '',
    surfaceRaised: '',
    surfaceSunken: '',
    text: '',
    textMuted: '',
    border: '',
    borderStrong: '',
    backdrop: '',
  },
  font: { family: '', familyMono: '' },
  fontWeight: { regular: '', medium: '', bold: '' },
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  lineHeight: { tight: '', normal: '' },
  space: { xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', pill: '' },
  focusRing: { color: '', width: '', offset: '' },
  shadow: { raised: '', overlay: '' },
  zIndex: { overlay: '', toast: '' },
};
export type ThemeShape = typeof themeShape;

const kebab = (word: string) => word.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `['color','primary','base']` → `fleet-color-primary`; `['fontSize','md']` → `fleet-font-size-md`. */
export function publicTokenName(path: readonly string[]): string {
  const words = path.at(-1) === 'base' ? path.slice(0, -1) : path;
  return `fleet-${words.map(kebab).join('-')}`;
}

/** The theme's own value for a token, used when no `--fleet-*` is set: `--_fleet-*` (private). */
export function themeTokenName(path: readonly string[]): string {
  return `_${publicTokenName(path)}`;
}

/** Every leaf path of the shape, in declaration order. */
export function tokenPaths(node: object = themeShape, prefix: string[] = []): string[][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...prefix, key]] : tokenPaths(value as object, [...prefix, key]),
  );
}
