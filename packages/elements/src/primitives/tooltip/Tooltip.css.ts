import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const tooltip = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.secondary.strong,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'none',
});
