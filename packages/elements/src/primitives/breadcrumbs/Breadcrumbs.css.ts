import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '& + &::before': {
      content: '"/"',
      color: vars.color.textMuted,
      paddingInlineEnd: vars.space.xs,
    },
  },
});

export const current = style({ color: vars.color.textMuted });
