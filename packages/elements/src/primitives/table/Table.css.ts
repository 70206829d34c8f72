import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);

export const sortIcon = style({ fontSize: vars.fontSize.xs });

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.primary.subtle },
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
});
export const selectCell = style([cell, { inlineSize: '1%', paddingInlineEnd: 0 }]);
export const emptyCell = style({ padding: 0 });

export const checkbox = style([
  focusRing,
  { inlineSize: '16px', blockSize: '16px', margin: 0, accentColor: vars.color.primary.base },
]);
