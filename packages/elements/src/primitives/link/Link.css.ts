import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';
import { VARIANTS, type Variant } from '../../theme/token-names.js';

const base = style([
  focusRing,
  {
    borderRadius: vars.radius.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
]);

export const link = styleVariants(
  Object.fromEntries(VARIANTS.map((v) => [v, v])) as Record<Variant, Variant>,
  // The neutral fill of `default` is too pale for text: default links read as body text.
  (variant) => [
    base,
    { color: variant === 'default' ? vars.color.text : vars.color[variant].base },
  ],
);
