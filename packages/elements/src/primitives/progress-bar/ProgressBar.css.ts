import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { VARIANTS, type Variant } from '../../theme/token-names.js';

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const bar = styleVariants(
  Object.fromEntries(VARIANTS.map((v) => [v, v])) as Record<Variant, Variant>,
  (variant) => ({
    blockSize: '100%',
    borderRadius: vars.radius.pill,
    background: variant === 'default' ? vars.color.borderStrong : vars.color[variant].base,
  }),
);

export const fill = style({ transition: 'inline-size 200ms ease-out' });

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  inlineSize: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 },
  },
});
