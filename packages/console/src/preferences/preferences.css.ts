import { style } from '@vanilla-extract/css';
import { fleetVar } from '../theme/fleet-var';

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-lg'),
  padding: `${fleetVar('space-lg')} 0`,
  maxWidth: '40rem',
});

export const heading = style({ margin: 0 });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: fleetVar('space-md'),
  // A fieldset is at least as wide as its content unless told otherwise.
  minInlineSize: 0,
  margin: 0,
  padding: `${fleetVar('space-md')} ${fleetVar('space-lg')}`,
  border: `1px solid ${fleetVar('color-border')}`,
  borderRadius: fleetVar('radius-md'),
  background: fleetVar('color-surface-raised'),
});

export const legend = style({
  padding: `0 ${fleetVar('space-xs')}`,
  fontWeight: fleetVar('font-weight-bold'),
});

export const hint = style({
  margin: 0,
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  fontWeight: fleetVar('font-weight-medium'),
});

export const status = style({ minHeight: '1.5em', margin: 0 });

export const problem = style({ margin: 0, color: fleetVar('color-negative-strong') });
