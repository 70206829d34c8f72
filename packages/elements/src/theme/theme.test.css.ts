import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

export const style = styleVariants({ swatch: { color: vars.color.primary.base } });
