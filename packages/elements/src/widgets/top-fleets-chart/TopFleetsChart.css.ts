import { style } from '@vanilla-extract/css';

// The chart fills the width its host gives it.
export const topFleetsChart = style({ display: 'block', minInlineSize: 0 });
