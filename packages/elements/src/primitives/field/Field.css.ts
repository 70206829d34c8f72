import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.negative.base, fontSize: vars.fontSize.sm });
