// The fleet screens' own layout: toolbars, the summary of a fleet, forms and failure texts.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: fleetVar('space-md'),
  margin: 0,
});

export const summaryItem = style({ display: 'grid', gap: fleetVar('space-xxs') });

export const summaryTerm = style({
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});

export const summaryValue = style({ margin: 0, fontWeight: fleetVar('font-weight-medium') });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
  maxWidth: '36rem',
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
});

export const subtitle = style({ margin: 0, fontSize: fleetVar('font-size-lg') });

/** A dynamic fleet's conditions: one row per condition, wrapping on a narrow screen. */
export const conditions = style({
  display: 'grid',
  gap: fleetVar('space-md'),
  margin: 0,
  padding: fleetVar('space-md'),
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  minWidth: 0,
});

export const clauseRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: fleetVar('space-sm'),
});
