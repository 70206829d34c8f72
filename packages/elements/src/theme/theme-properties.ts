// The documented theming API: every `--fleet-*` custom property with what it styles and its
// light-theme default. The custom elements manifest lists these for each element.
import { lightTheme } from './palettes.js';
import { publicTokenName, tokenPaths } from './token-names.js';

export interface ThemeProperty {
  name: `--fleet-${string}`;
  description: string;
  default: string;
}

const TONE_DESCRIPTIONS: Record<string, string> = {
  base: 'fill (buttons, bars) and accent colour',
  hover: 'fill when hovered or pressed',
  contrast: 'text and icons on the fill',
  subtle: 'tinted background (toasts, badges)',
  strong: 'text on the tinted background',
};

const GROUP_DESCRIPTIONS: Record<string, string> = {
  surface: 'Background of widgets',
  surfaceRaised: 'Background of dialogs, menus, tooltips and toasts',
  surfaceSunken: 'Background of table headers, inputs and skeletons',
  text: 'Body text',
  textMuted: 'Secondary text',
  border: 'Borders and dividers',
  borderStrong: 'Borders of inputs and controls',
  backdrop: 'Backdrop behind dialogs',
  font: 'Font family',
  fontWeight: 'Font weight',
  fontSize: 'Type scale step',
  lineHeight: 'Line height',
  space: 'Spacing step',
  radius: 'Corner radius',
  focusRing: 'Keyboard focus ring',
  shadow: 'Shadow',
  zIndex: 'Stacking order',
};

function describe(path: string[]): string {
  const [group, key = '', tone] = path as [string, string?, string?];
  if (group === 'color' && key === 'tertiary' && tone)
    return `tertiary variant (text buttons, paging): ${TONE_DESCRIPTIONS[tone]}; follows --${publicTokenName(['color', 'primary', tone])} unless set`;
  if (group === 'color' && tone) return `${key} variant: ${TONE_DESCRIPTIONS[tone]}`;
  if (group === 'color') return GROUP_DESCRIPTIONS[key] ?? key;
  return `${GROUP_DESCRIPTIONS[group] ?? group}: ${key}`;
}

function lightDefault(path: string[]): string {
  let node: unknown = lightTheme;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return String(node);
}

export const THEME_PROPERTIES: readonly ThemeProperty[] = tokenPaths().map((path) => ({
  name: `--${publicTokenName(path)}` as `--fleet-${string}`,
  description: describe(path),
  default: lightDefault(path),
}));
