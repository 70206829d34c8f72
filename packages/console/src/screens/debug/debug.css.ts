// The support page's layout: wider than the other standalone pages (its tables of events and
// failures), sections in a column, facts as term/value pairs that wrap on a phone.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const page = style({
  maxWidth: '64rem',
  margin: '0 auto',
  padding: `${fleetVar('space-xl')} ${fleetVar('space-md')}`,
  display: 'grid',
  gap: fleetVar('space-xl'),
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${fleetVar('space-xs')} ${fleetVar('space-lg')}`,
  margin: 0,
});

export const term = style({ color: fleetVar('color-text-muted') });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-xs'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
