import { style, styleVariants } from '@vanilla-extract/css';
import type { NotificationColor } from '@fleet/sdk/domain';
import { fleetVar } from '../../theme/fleet-var';

export const badge = style({
  minWidth: 18,
  padding: '0 5px',
  borderRadius: fleetVar('radius-pill'),
  background: fleetVar('color-negative'),
  color: fleetVar('color-negative-contrast'),
  fontSize: fleetVar('font-size-xs'),
  fontWeight: fleetVar('font-weight-bold'),
  lineHeight: '18px',
  textAlign: 'center',
});

export const panel = style({ width: 380, padding: 0 });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: fleetVar('space-sm'),
  padding: `${fleetVar('space-sm')} ${fleetVar('space-md')}`,
  borderBottom: `1px solid ${fleetVar('color-border')}`,
});

export const heading = style({ margin: 0, fontSize: fleetVar('font-size-lg') });

export const empty = style({ margin: 0, padding: fleetVar('space-md') });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const itemBase = style({
  display: 'grid',
  gap: fleetVar('space-xxs'),
  padding: `${fleetVar('space-sm')} ${fleetVar('space-md')}`,
  borderBottom: `1px solid ${fleetVar('color-border')}`,
  borderInlineStart: '4px solid',
  selectors: {
    '&[data-unread="true"]': { background: fleetVar('color-primary-subtle') },
    '&:last-child': { borderBottom: 0 },
  },
});

const COLORS: Record<NotificationColor, NotificationColor> = {
  negative: 'negative',
  positive: 'positive',
  warning: 'warning',
  info: 'info',
};

export const item = styleVariants(COLORS, (color) => [
  itemBase,
  { borderInlineStartColor: fleetVar(`color-${color}`) },
]);

export const text = style({ display: 'grid', gap: fleetVar('space-xxs') });

export const title = style({ fontWeight: fleetVar('font-weight-bold') });

export const time = style({
  color: fleetVar('color-text-muted'),
  fontSize: fleetVar('font-size-sm'),
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: fleetVar('space-sm'),
});

export const action = style({
  color: fleetVar('color-primary-strong'),
  fontWeight: fleetVar('font-weight-medium'),
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
