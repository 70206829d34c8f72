import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 0,
    borderBlockEnd: '2px solid transparent',
    marginBlockEnd: '-1px',
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
