// The layout of the screens made of widgets: the widgets under the page header.
import { style } from '@vanilla-extract/css';

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: 'var(--fleet-space-lg, 16px)',
});
