import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  background: 'var(--fleet-color-surface)',
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--fleet-space-md)',
  padding: 'var(--fleet-space-sm) var(--fleet-space-lg)',
  borderBottom: '1px solid var(--fleet-color-border)',
  background: 'var(--fleet-color-surface-raised)',
});

export const brand = style({
  fontWeight: 'var(--fleet-font-weight-bold)',
  fontSize: 'var(--fleet-font-size-lg)',
  color: 'inherit',
  textDecoration: 'none',
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--fleet-space-md)',
});

export const nav = style({
  gridArea: 'nav',
  padding: 'var(--fleet-space-md)',
  borderRight: '1px solid var(--fleet-color-border)',
  background: 'var(--fleet-color-surface-sunken)',
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });

export const navLink = style({
  display: 'block',
  padding: 'var(--fleet-space-xs) var(--fleet-space-sm)',
  borderRadius: 'var(--fleet-radius-md)',
  color: 'var(--fleet-color-text)',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: 'var(--fleet-color-default-subtle)' },
    '&[aria-current="page"]': {
      background: 'var(--fleet-color-primary-subtle)',
      color: 'var(--fleet-color-primary-strong)',
      fontWeight: 'var(--fleet-font-weight-medium)',
    },
  },
});

export const link = style({ color: 'var(--fleet-color-primary-strong)' });

export const main = style({
  gridArea: 'main',
  padding: 'var(--fleet-space-md) var(--fleet-space-xl)',
  minWidth: 0,
});

export const trail = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--fleet-space-md)',
  minHeight: 24,
});
