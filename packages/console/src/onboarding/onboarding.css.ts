import { style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';

export const flow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-lg'),
});

export const title = style({ margin: 0 });

export const stepper = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-sm'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const stepItem = style({ display: 'flex' });

export const stepLink = style({
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')}`,
  borderRadius: fleetVar('radius-pill'),
  border: `1px solid ${fleetVar('color-border')}`,
  color: fleetVar('color-text'),
  textDecoration: 'none',
  selectors: {
    '&[aria-current="step"]': {
      background: fleetVar('color-primary-subtle'),
      color: fleetVar('color-primary-strong'),
      borderColor: fleetVar('color-primary'),
      fontWeight: fleetVar('font-weight-bold'),
    },
  },
});

export const panel = style({
  display: 'grid',
  gap: fleetVar('space-md'),
  padding: fleetVar('space-lg'),
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-lg'),
  background: fleetVar('color-surface-raised'),
});

export const stepHeading = style({ margin: 0 });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: fleetVar('color-text-muted') });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-sm'),
  alignItems: 'center',
});
