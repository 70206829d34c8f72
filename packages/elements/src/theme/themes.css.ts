// The light and dark themes, applied to every element carrying `data-fleet-theme`
// (FleetRoot renders it: in a custom element's shadow root, or around the console).
// `auto` follows the system's prefers-color-scheme. The scope also sets the base text style,
// so nothing a host page sets on the custom element (font, colour, spacing) leaks in.
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { themeTokens, vars } from './contract.css.js';
import { darkTheme, lightTheme } from './palettes.js';

const scope = '[data-fleet-theme]';

globalStyle(scope, {
  vars: assignVars(themeTokens, lightTheme),
  colorScheme: 'light',
});
globalStyle(`${scope}[data-fleet-theme="dark"]`, {
  vars: assignVars(themeTokens, darkTheme),
  colorScheme: 'dark',
});
globalStyle(`${scope}[data-fleet-theme="auto"]`, {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(themeTokens, darkTheme),
      colorScheme: 'dark',
    },
  },
});

// Inherited properties a host page could set on the element: all pinned here.
globalStyle(scope, {
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.normal,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  textIndent: 0,
  textShadow: 'none',
  whiteSpace: 'normal',
  visibility: 'visible',
  cursor: 'auto',
});
globalStyle(`${scope} *, ${scope} *::before, ${scope} *::after`, { boxSizing: 'border-box' });

// Custom elements are blocks unless the page says otherwise (a page rule on the element wins
// over :host), and honour the `hidden` attribute. They may shrink in a host's flex or grid
// layout and never grow past its width: wide content scrolls inside, not the host page.
globalStyle(':host', { display: 'block', minInlineSize: 0, maxInlineSize: '100%' });
globalStyle(':host([hidden])', { display: 'none' });
