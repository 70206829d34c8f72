import { globalStyle, style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';

globalStyle('body', { margin: 0 });

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  background: fleetVar('color-surface'),
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: fleetVar('space-md'),
  padding: `${fleetVar('space-sm')} ${fleetVar('space-lg')}`,
  borderBottom: `1px solid ${fleetVar('color-border')}`,
  background: fleetVar('color-surface-raised'),
});

export const brand = style({
  fontWeight: fleetVar('font-weight-bold'),
  fontSize: fleetVar('font-size-lg'),
  color: 'inherit',
  textDecoration: 'none',
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-md'),
});

export const nav = style({
  gridArea: 'nav',
  padding: fleetVar('space-md'),
  borderRight: `1px solid ${fleetVar('color-border')}`,
  background: fleetVar('color-surface-sunken'),
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });

export const navLink = style({
  display: 'block',
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')}`,
  borderRadius: fleetVar('radius-md'),
  color: fleetVar('color-text'),
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: fleetVar('color-default-subtle') },
    '&[aria-current="page"]': {
      background: fleetVar('color-primary-subtle'),
      color: fleetVar('color-primary-strong'),
      fontWeight: fleetVar('font-weight-medium'),
    },
  },
});

export const link = style({ color: fleetVar('color-primary-strong') });

export const main = style({
  gridArea: 'main',
  padding: `${fleetVar('space-md')} ${fleetVar('space-xl')}`,
  minWidth: 0,
});

export const trail = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-md'),
  minHeight: 24,
});
