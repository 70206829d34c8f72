// The header every screen opens with: the title and its context on the left, the screen's
// primary actions on the right; on a narrow screen the actions wrap under the title, so they
// are never pushed out of view.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: fleetVar('space-md'),
  paddingBottom: fleetVar('space-md'),
  borderBottom: `1px solid ${fleetVar('color-border')}`,
});

/** A tab's header: the same layout, without the rule the screen's header draws. */
export const tabHeader = style([pageHeader, { borderBottom: 'none', paddingBottom: 0 }]);

export const heading = style({
  display: 'grid',
  gap: fleetVar('space-xxs'),
  minWidth: 0,
  flex: '1 1 16rem',
});

export const title = style({
  margin: 0,
  fontSize: fleetVar('font-size-xxl'),
  fontWeight: fleetVar('font-weight-bold'),
  lineHeight: fleetVar('line-height-tight'),
  overflowWrap: 'anywhere',
});

export const context = style({
  margin: 0,
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-md'),
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
  maxWidth: '100%',
});

export const tabTitle = style([title, { fontSize: fleetVar('font-size-xl') }]);
