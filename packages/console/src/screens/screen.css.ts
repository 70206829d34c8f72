import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--fleet-space-md, 12px)',
  padding: 'var(--fleet-space-lg, 16px) 0',
});

export const pattern = style({
  fontFamily: 'var(--fleet-font-family-mono, monospace)',
  color: 'var(--fleet-color-text-muted, inherit)',
  margin: 0,
});

export const standalone = style({
  maxWidth: '44rem',
  margin: '0 auto',
  padding: 'var(--fleet-space-xl, 24px) var(--fleet-space-md, 12px)',
});
