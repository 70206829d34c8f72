import { globalStyle, style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';
import { trigger } from './popup/popup.css';

globalStyle('body', { margin: 0 });

/** Below tablet width the navigation collapses behind the header's menu button. */
const NARROW = 'screen and (max-width: 767.98px)';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  background: fleetVar('color-surface'),
  '@media': {
    [NARROW]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"header" "nav" "main"',
    },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: fleetVar('space-md'),
  padding: `${fleetVar('space-sm')} ${fleetVar('space-lg')}`,
  borderBottom: `1px solid ${fleetVar('color-border')}`,
  background: fleetVar('color-surface-raised'),
  '@media': { [NARROW]: { padding: `${fleetVar('space-sm')} ${fleetVar('space-md')}` } },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
});

const focusVisible = {
  outline: `${fleetVar('focus-ring-width')} solid ${fleetVar('focus-ring-color')}`,
  outlineOffset: fleetVar('focus-ring-offset'),
};

// Looks like the header's other popup triggers; shown only below tablet width.
export const menuButton = style([
  trigger,
  { display: 'none', '@media': { [NARROW]: { display: 'inline-flex' } } },
]);

export const brand = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: fleetVar('radius-md'),
  selectors: { '&:focus-visible': focusVisible },
});

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  fontWeight: fleetVar('font-weight-bold'),
  fontSize: fleetVar('font-size-lg'),
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const mark = style({
  inlineSize: 28,
  blockSize: 28,
  flex: 'none',
  color: fleetVar('color-primary'),
  vars: { '--_wordmark-ink': fleetVar('color-primary-contrast') },
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-md'),
  marginInlineStart: 'auto',
  '@media': { [NARROW]: { gap: fleetVar('space-sm') } },
});

export const nav = style({
  gridArea: 'nav',
  padding: fleetVar('space-md'),
  borderRight: `1px solid ${fleetVar('color-border')}`,
  background: fleetVar('color-surface-sunken'),
  '@media': {
    [NARROW]: {
      borderRight: 0,
      borderBottom: `1px solid ${fleetVar('color-border')}`,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });

export const navIcon = style({ inlineSize: 18, blockSize: 18, flex: 'none' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  padding: `${fleetVar('space-sm')} ${fleetVar('space-sm')}`,
  borderRadius: fleetVar('radius-md'),
  color: fleetVar('color-text'),
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: fleetVar('color-default-subtle') },
    '&:focus-visible': focusVisible,
    '&[aria-current="page"]': {
      background: fleetVar('color-primary-subtle'),
      color: fleetVar('color-primary-strong'),
      fontWeight: fleetVar('font-weight-bold'),
      boxShadow: `inset 3px 0 0 ${fleetVar('color-primary')}`,
    },
  },
});

export const link = style({ color: fleetVar('color-primary-strong') });

export const main = style({
  gridArea: 'main',
  padding: `${fleetVar('space-md')} ${fleetVar('space-xl')}`,
  minWidth: 0,
  '@media': { [NARROW]: { padding: `${fleetVar('space-sm')} ${fleetVar('space-md')}` } },
});

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-md'),
  minHeight: 24,
});
