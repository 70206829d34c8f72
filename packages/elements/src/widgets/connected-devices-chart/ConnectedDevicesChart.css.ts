import { style } from '@vanilla-extract/css';

// The chart fills the width its host gives it.
export const connectedDevicesChart = style({ display: 'block', minInlineSize: 0 });
