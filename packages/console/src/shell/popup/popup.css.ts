import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const anchor = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: fleetVar('space-xs'),
  minHeight: 36,
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')}`,
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  background: fleetVar('color-surface'),
  color: fleetVar('color-text'),
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: fleetVar('color-default-subtle') },
    '&:focus-visible': {
      outline: `${fleetVar('focus-ring-width')} solid ${fleetVar('focus-ring-color')}`,
      outlineOffset: fleetVar('focus-ring-offset'),
    },
  },
});

export const popup = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: fleetVar('z-index-overlay'),
  minWidth: 240,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  maxHeight: 'min(480px, calc(100vh - 96px))',
  overflowY: 'auto',
  padding: fleetVar('space-xs'),
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  background: fleetVar('color-surface-raised'),
  color: fleetVar('color-text'),
  boxShadow: fleetVar('shadow-overlay'),
  selectors: { '&:focus': { outline: 'none' } },
});

export const popupStart = style({ insetInlineEnd: 'auto', insetInlineStart: 0 });

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  width: '100%',
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')}`,
  border: 0,
  borderRadius: fleetVar('radius-sm'),
  background: 'transparent',
  color: fleetVar('color-text'),
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: fleetVar('color-primary-subtle'), outline: 'none' },
    '&:focus-visible': {
      outline: `${fleetVar('focus-ring-width')} solid ${fleetVar('focus-ring-color')}`,
    },
  },
});

export const check = style({ width: '1em', textAlign: 'center' });

export const muted = style({
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});
