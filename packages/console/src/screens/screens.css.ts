// The layout of the screens made of widgets: a title row with its action, then the widgets.
import { style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--fleet-space-md, 12px)',
});

export const title = style({ margin: 0 });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: 'var(--fleet-space-lg, 16px)',
});
