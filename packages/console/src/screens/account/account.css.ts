// The layout shared by the account tabs: a column of titled sections, facts as a definition
// list, and hints and problems under them.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const tab = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-lg'),
  padding: `${fleetVar('space-md')} 0`,
  maxWidth: '56rem',
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: fleetVar('space-md'),
});

export const heading = style({ margin: 0 });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
  padding: `${fleetVar('space-md')} ${fleetVar('space-lg')}`,
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  background: fleetVar('color-surface-raised'),
});

export const sectionHeading = style({ margin: 0, fontSize: fleetVar('font-size-lg') });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${fleetVar('space-sm')} ${fleetVar('space-lg')}`,
  margin: 0,
});

export const term = style({ fontWeight: fleetVar('font-weight-bold') });

export const detail = style({ margin: 0 });

export const hint = style({
  margin: 0,
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});

export const problem = style({ margin: 0, color: fleetVar('color-negative-strong') });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
});

export const secret = style({
  fontFamily: fleetVar('font-family-mono'),
  wordBreak: 'break-all',
});
