import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { VARIANTS, type Variant } from '../../theme/token-names.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    // A dot in the status colour: the hue is never the only signal, the label is always there.
    '&::before': {
      content: '""',
      inlineSize: '6px',
      blockSize: '6px',
      borderRadius: '50%',
      background: 'currentColor',
    },
  },
});

export const badge = styleVariants(
  Object.fromEntries(VARIANTS.map((v) => [v, v])) as Record<Variant, Variant>,
  (variant) => [
    base,
    { background: vars.color[variant].subtle, color: vars.color[variant].strong },
  ],
);
