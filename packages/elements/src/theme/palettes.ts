// The values of the light and dark themes. Text on every fill and tint keeps at least 4.5:1
// contrast (WCAG AA); sizes are in px so a host page's root font size cannot rescale widgets.
import type { ThemeShape } from './token-names.js';

type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };
export type ThemeValues = Values<ThemeShape>;
type Tones = ThemeValues['color']['primary'];

const tones = (base: string, hover: string, contrast: string, subtle: string, strong: string) =>
  ({ base, hover, contrast, subtle, strong }) satisfies Tones;

const shared = {
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  focusRing: { width: '2px', offset: '2px' },
  zIndex: { overlay: '1000', toast: '1100' },
};

export const lightTheme: ThemeValues = {
  ...shared,
  color: {
    primary: tones('#1d5fd1', '#174ea9', '#ffffff', '#e8f0fd', '#123f87'),
    secondary: tones('#44546a', '#364456', '#ffffff', '#eef1f5', '#2b3645'),
    tertiary: tones('#1d5fd1', '#174ea9', '#ffffff', '#e8f0fd', '#123f87'),
    positive: tones('#1e7e34', '#176529', '#ffffff', '#e6f4ea', '#14532d'),
    negative: tones('#c62828', '#a31f1f', '#ffffff', '#fdecea', '#7f1d1d'),
    info: tones('#0270a0', '#01608a', '#ffffff', '#e3f3fa', '#014a68'),
    warning: tones('#b45309', '#92400e', '#ffffff', '#fef3c7', '#78350f'),
    default: tones('#e4e7ec', '#d0d5dd', '#1d2939', '#f2f4f7', '#344054'),
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5f7fa',
    text: '#1d2939',
    textMuted: '#5d6b82',
    border: '#d0d5dd',
    borderStrong: '#98a2b3',
    backdrop: 'rgba(16, 24, 40, 0.5)',
  },
  focusRing: { ...shared.focusRing, color: '#2e6fe0' },
  shadow: {
    raised: '0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.06)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
};

export const darkTheme: ThemeValues = {
  ...shared,
  color: {
    primary: tones('#5b9bff', '#7cb0ff', '#0b1220', '#13284d', '#b3cfff'),
    secondary: tones('#9aa8bc', '#b4c0d0', '#0f1623', '#1f2937', '#d0d8e4'),
    tertiary: tones('#5b9bff', '#7cb0ff', '#0b1220', '#13284d', '#b3cfff'),
    positive: tones('#4cc36e', '#6fd18a', '#06240f', '#0f2e1a', '#a7e8b9'),
    negative: tones('#f26b6b', '#f58c8c', '#2a0707', '#3a1212', '#f9b4b4'),
    info: tones('#4fb8e8', '#72c6ed', '#04202d', '#0c2a38', '#a8ddf4'),
    warning: tones('#f0a640', '#f3b865', '#2b1703', '#3a2608', '#f8d49c'),
    default: tones('#2d3748', '#3b4658', '#e6eaf0', '#1f2733', '#c4ccd8'),
    surface: '#111827',
    surfaceRaised: '#1b2331',
    surfaceSunken: '#0b111c',
    text: '#e6eaf0',
    textMuted: '#9aa6b8',
    border: '#344054',
    borderStrong: '#56657a',
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  focusRing: { ...shared.focusRing, color: '#7cb0ff' },
  shadow: {
    raised: '0 1px 3px rgba(0, 0, 0, 0.5)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
