// The layout of the device screens: the device's facts, its actions, forms and inline problems.
import { globalStyle, style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${fleetVar('space-xs')} ${fleetVar('space-lg')}`,
  margin: 0,
});

export const term = style({ fontWeight: fleetVar('font-weight-medium') });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const form = style({ display: 'grid', gap: fleetVar('space-md'), maxWidth: '40rem' });

export const warning = style({
  margin: 0,
  padding: fleetVar('space-sm'),
  borderRadius: fleetVar('radius-sm'),
  background: fleetVar('color-warning-subtle'),
  color: fleetVar('color-warning-strong'),
});

/** An update event's labelled fields (component, outcome). */
export const eventFields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `0 ${fleetVar('space-sm')}`,
  margin: 0,
});

globalStyle(`${eventFields} > dd`, { margin: 0 });
globalStyle(`${eventFields} > dt`, { color: fleetVar('color-text-muted') });

/** The data a device sent with an event, as it came. */
export const rawData = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  fontSize: fleetVar('font-size-sm'),
});
