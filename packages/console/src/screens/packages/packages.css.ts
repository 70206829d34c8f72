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
