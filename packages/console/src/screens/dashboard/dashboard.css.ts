// The dashboard's cards: headline counts in a row that wraps, the onboarding cue, the charts.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: fleetVar('space-md'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: fleetVar('space-xs'),
  padding: fleetVar('space-md'),
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  background: fleetVar('color-surface-raised'),
  minWidth: 0,
});

export const countLabel = style({
  display: 'block',
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});

export const countValue = style({
  display: 'block',
  fontSize: '1.75rem',
  fontWeight: fleetVar('font-weight-bold'),
  lineHeight: 1.2,
});

export const countLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-sm'),
  fontSize: fleetVar('font-size-sm'),
});

export const start = style([card, { gap: fleetVar('space-sm') }]);

// The customizable dashboard: the cards' order, each row a checkbox and two move buttons, and
// a card that takes the whole width of the charts' grid.
export const cardList = style({
  display: 'grid',
  gap: fleetVar('space-xs'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '32rem',
});

export const cardRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  padding: `${fleetVar('space-xs')} ${fleetVar('space-sm')}`,
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
});

export const cardName = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  flex: 1,
  minWidth: 0,
});

export const wideCard = style({ gridColumn: '1 / -1', display: 'grid', gap: fleetVar('space-md') });
