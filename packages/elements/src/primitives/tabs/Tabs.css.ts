import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

// More tabs than fit (a phone) scroll sideways in the list, never the page. The list's line is
// a shadow inside it, so the chosen tab's underline paints over it without overflowing.
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 0,
    flex: 'none',
    whiteSpace: 'nowrap',
    borderBlockEnd: '2px solid transparent',
    background: 'none',
    font: 'inherit',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text },
      '&[aria-selected="true"]': {
        color: vars.color.primary.base,
        borderBlockEndColor: vars.color.primary.base,
        fontWeight: vars.fontWeight.medium,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([focusRing, { paddingBlock: vars.space.lg }]);
