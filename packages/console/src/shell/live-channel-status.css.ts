import { style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';

/**
 * At the bottom of the page, on the start side (toasts take the end side), above the screens
 * and clear of the header's controls; it takes no room while empty.
 */
export const liveChannelStatus = style({
  position: 'fixed',
  insetBlockEnd: fleetVar('space-lg'),
  insetInlineStart: fleetVar('space-lg'),
  zIndex: fleetVar('z-index-toast'),
  maxInlineSize: 'calc(100vw - 32px)',
  boxShadow: fleetVar('shadow-overlay'),
  selectors: { '&:empty': { boxShadow: 'none' } },
});
