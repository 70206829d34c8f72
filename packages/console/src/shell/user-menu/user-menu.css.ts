import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const identity = style({
  display: 'grid',
  gap: fleetVar('space-xxs'),
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')} ${fleetVar('space-sm')}`,
  marginBottom: fleetVar('space-xs'),
  borderBottom: `1px solid ${fleetVar('color-border')}`,
});

export const muted = style({
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});
