import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});
export const description = style({ maxInlineSize: '48ch' });
export const action = style({ marginBlockStart: vars.space.sm });
