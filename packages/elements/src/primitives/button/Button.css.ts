// Buttons in the eight variants of SPEC §2. Filled variants carry the action's meaning;
// secondary is outlined, tertiary is text-only, default is a neutral fill.
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';
import { VARIANTS, type Variant } from '../../theme/token-names.js';

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

/** A small button's height: a bar of them keeps it before they show (the device table's). */
export const smallButtonHeight = '28px';

export const size = styleVariants({
  sm: { minHeight: smallButtonHeight, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
});

const active = '&:not(:disabled):not([aria-disabled="true"]):hover';

function appearance(variant: Variant) {
  const tone = vars.color[variant];
  if (variant === 'secondary') {
    return {
      background: 'transparent',
      color: tone.base,
      borderColor: tone.base,
      selectors: { [active]: { background: tone.subtle, color: tone.strong } },
    };
  }
  if (variant === 'tertiary') {
    return {
      background: 'transparent',
      color: tone.base,
      selectors: { [active]: { background: tone.subtle, color: tone.strong } },
    };
  }
  return {
    background: tone.base,
    color: tone.contrast,
    selectors: { [active]: { background: tone.hover } },
  };
}

export const button = styleVariants(
  Object.fromEntries(VARIANTS.map((v) => [v, v])) as Record<Variant, Variant>,
  (variant) => [base, appearance(variant)],
);
