import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

export const style = styleVariants({
  swatch: { color: vars.color.primary.base },
  // What text buttons and paging links are painted with.
  tertiarySwatch: { color: vars.color.tertiary.base },
});
