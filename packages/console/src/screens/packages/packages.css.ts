// The package screens' own layout: toolbars, facts of a version, forms and failure texts.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${fleetVar('space-xs')} ${fleetVar('space-md')}`,
  margin: 0,
});

export const factTerm = style({ color: fleetVar('color-text-muted') });

export const factValue = style({ margin: 0 });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
  maxWidth: '40rem',
});

export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A fieldset is at least as wide as its content unless told otherwise.
  minInlineSize: 0,
  gap: fleetVar('space-xs'),
  border: 'none',
  padding: 0,
  margin: 0,
});

export const list = style({ margin: 0, paddingInlineStart: fleetVar('space-lg') });

/** One signing key to tick: the box, then its type and id (the id wraps on a phone). */
export const keyOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: fleetVar('space-sm'),
  alignItems: 'baseline',
  paddingBlock: fleetVar('space-xxs'),
  overflowWrap: 'anywhere',
});

/**
 * A source's last failure in the list: a readable measure, so a long reason wraps in its own
 * column instead of widening it and squeezing the names and dates beside it.
 */
export const sourceFailure = style({ display: 'block', maxInlineSize: '40ch' });
