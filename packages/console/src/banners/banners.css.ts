import type { Variant } from '@fleet/elements';
import { style, styleVariants } from '@vanilla-extract/css';
import { BANNER_VARIANTS } from './banner-look';
import { fleetVar } from '../theme/fleet-var';

export const area = style({ margin: `${fleetVar('space-sm')} 0` });

export const list = style({
  display: 'grid',
  gap: fleetVar('space-sm'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: `${fleetVar('space-sm')} ${fleetVar('space-md')}`,
  padding: `${fleetVar('space-sm')} ${fleetVar('space-md')}`,
  borderRadius: fleetVar('radius-md'),
  border: `1px solid ${fleetVar('color-border')}`,
  color: fleetVar('color-text'),
});

// The variant tints the card and its edge; text stays the theme's body colour for contrast.
export const banner = styleVariants(
  Object.fromEntries(BANNER_VARIANTS.map((v) => [v, v])) as Record<Variant, Variant>,
  (variant) => [
    card,
    {
      background: fleetVar(`color-${variant}-subtle`),
      borderInlineStartWidth: 4,
      borderInlineStartColor: fleetVar(`color-${variant}`),
    },
  ],
);

export const body = style({ display: 'grid', gap: fleetVar('space-xxs'), minWidth: 0 });

export const title = style({ fontWeight: fleetVar('font-weight-bold') });

export const message = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: fleetVar('space-sm'),
  marginTop: fleetVar('space-xs'),
});
