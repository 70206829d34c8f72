// The browser's own file control (keyboard, screen readers and drop all work as users know
// them), dressed as the theme's: a dashed well with its choose button in the primary tint.
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

export const fileInput = style([
  focusRing,
  {
    boxSizing: 'border-box',
    inlineSize: '100%',
    maxInlineSize: '100%',
    padding: vars.space.sm,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&::file-selector-button': {
        marginInlineEnd: vars.space.md,
        padding: `${vars.space.xs} ${vars.space.md}`,
        border: `1px solid ${vars.color.primary.base}`,
        borderRadius: vars.radius.md,
        background: vars.color.primary.subtle,
        color: vars.color.primary.strong,
        font: 'inherit',
        fontWeight: vars.fontWeight.medium,
        cursor: 'pointer',
      },
      '&:hover': { borderColor: vars.color.primary.base },
      '&:hover::file-selector-button': {
        background: vars.color.primary.base,
        color: vars.color.primary.contrast,
      },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.negative.base },
    },
  },
]);
