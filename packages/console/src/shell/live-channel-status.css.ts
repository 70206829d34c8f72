import { style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';

/** Over the top of the page, centred, above the screens; it takes no room while empty. */
export const liveChannelStatus = style({
  position: 'fixed',
  insetBlockStart: fleetVar('space-sm'),
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: fleetVar('z-index-toast'),
  maxInlineSize: 'calc(100vw - 32px)',
  boxShadow: fleetVar('shadow-overlay'),
  selectors: { '&:empty': { boxShadow: 'none' } },
});
