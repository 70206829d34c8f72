// The rollout screens' own layout: the list's progress cell, the creation flow's phase rows
// and weekday choices, the review list.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const progressCell = style({
  display: 'grid',
  gap: fleetVar('space-xxs'),
  minInlineSize: '10rem',
  fontSize: fleetVar('font-size-sm'),
});

export const phaseList = style({
  display: 'grid',
  gap: fleetVar('space-md'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const phaseRow = style({
  display: 'grid',
  gap: fleetVar('space-sm'),
  padding: fleetVar('space-md'),
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  minInlineSize: 0,
});

export const phaseFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: fleetVar('space-md'),
});

export const weekdays = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-sm'),
  border: 0,
  margin: 0,
  padding: 0,
});

export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${fleetVar('space-xs')} ${fleetVar('space-lg')}`,
  margin: 0,
  '@media': {
    'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const reviewRow = style({ display: 'contents' });

export const reviewTerm = style({ fontWeight: fleetVar('font-weight-medium') });

export const reviewValue = style({ margin: 0, overflowWrap: 'anywhere' });
