// The browser's date and time control in the theme's style: digits that do not jump, the
// picker button in the text colour (the theme's colour-scheme gives it the dark variant).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const dateTimeInput = style({
  minInlineSize: '14rem',
  maxInlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::-webkit-calendar-picker-indicator': {
      padding: vars.space.xxs,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      opacity: 0.8,
    },
    '&::-webkit-calendar-picker-indicator:hover': {
      opacity: 1,
      background: vars.color.default.subtle,
    },
  },
});
