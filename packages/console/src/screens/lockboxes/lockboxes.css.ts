// The offline update screens' own pieces: a lockbox's packages in a cell, the expired mark.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const packageList = style({
  display: 'grid',
  gap: fleetVar('space-xxs'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const expiredMark = style({
  marginInlineStart: fleetVar('space-sm'),
  color: fleetVar('color-negative-strong'),
});
