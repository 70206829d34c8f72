import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
});

// The page-size field sits inline: label and select side by side.
globalStyle(`${pagination} > div:first-child`, {
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const range = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const steps = style({ display: 'flex', gap: vars.space.xs });
