import { globalStyle, style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const stack = style({ display: 'grid', gap: fleetVar('space-sm') });

// The dialog's paragraphs are spaced by the grid gap alone.
globalStyle(`${stack} p`, { margin: 0 });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-xs'),
});
