// The pieces every area's screens are laid out with: toolbars and action rows, failure and
// warning texts, quiet hints, identifiers in a monospace face, forms and their sections.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: fleetVar('space-md'),
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
});

/**
 * A table row's actions: on one line while the table shows rows (its frame wider than 560 px,
 * where the table of @fleet/elements turns rows into cards), wrapping inside a card.
 */
export const rowActions = style([
  actions,
  { '@container': { '(min-width: 561px)': { flexWrap: 'nowrap', whiteSpace: 'nowrap' } } },
]);

export const alert = style({ margin: 0, color: fleetVar('color-negative-strong') });

export const warning = style({ margin: 0, color: fleetVar('color-warning-strong') });

export const muted = style({ margin: 0, color: fleetVar('color-text-muted') });

// break-word, not anywhere: an id in a table keeps its column wide enough rather than split.
export const mono = style({ fontFamily: fleetVar('font-family-mono'), overflowWrap: 'break-word' });

/** A long id inside a button (which keeps its text on one line): it wraps to fit a phone. */
export const wrappingId = style([
  mono,
  { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' },
]);

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
});

export const subheading = style({ margin: 0, fontSize: fleetVar('font-size-lg') });

/** A list of things chosen for an action (devices to update, versions to install). */
export const chosenList = style({
  display: 'grid',
  gap: fleetVar('space-xs'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chosenItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: fleetVar('space-sm'),
});
