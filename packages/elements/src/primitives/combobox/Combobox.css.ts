import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const listbox = style({
  zIndex: vars.zIndex.overlay,
  maxBlockSize: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary.subtle,
      color: vars.color.primary.strong,
    },
    '&[data-checked]': { fontWeight: vars.fontWeight.bold },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const emptyOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});
