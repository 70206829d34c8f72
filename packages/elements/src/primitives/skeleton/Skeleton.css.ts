import { style, styleVariants } from '@vanilla-extract/css';
import { pulse } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

const base = style({
  display: 'inline-block',
  background: vars.color.default.base,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeleton = styleVariants({
  text: [
    base,
    { inlineSize: '100%', blockSize: '1em', borderRadius: vars.radius.sm, verticalAlign: 'middle' },
  ],
  rect: [base, { inlineSize: '100%', blockSize: '64px', borderRadius: vars.radius.md }],
  circle: [base, { inlineSize: '32px', blockSize: '32px', borderRadius: '50%' }],
});
