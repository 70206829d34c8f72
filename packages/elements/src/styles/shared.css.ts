// Small style pieces many primitives share.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The keyboard focus ring: shown for keyboard focus only (:focus-visible). */
export const focusRing = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** Present for screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** Native form controls inside the theme: same font and colour as the text around them. */
export const control = style([
  focusRing,
  {
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    minHeight: '32px',
    // A select as wide as its longest option never pushes past its field on a phone.
    maxInlineSize: '100%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    selectors: {
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.negative.base },
    },
  },
]);
