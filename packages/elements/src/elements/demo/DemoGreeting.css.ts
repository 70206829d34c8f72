import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const greeting = style({
  margin: 0,
  color: vars.color.primary.base,
  fontSize: vars.fontSize.lg,
});

export const greetingEmphasis = style([greeting, { fontWeight: vars.fontWeight.bold }]);
