import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const liveStatus = style({
  // Empty while live updates flow: no box, but the live region stays in place, so that a
  // screen reader announces the text when it appears.
  selectors: {
    '&:empty': { padding: 0, border: 'none' },
  },
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warning.subtle,
  color: vars.color.warning.strong,
  border: `1px solid ${vars.color.warning.base}`,
  fontSize: vars.fontSize.sm,
});
