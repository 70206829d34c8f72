// The package version picker of the update screens.
import { style } from '@vanilla-extract/css';
import { fleetVar } from '../../theme/fleet-var';

export const hint = style({ margin: 0, color: fleetVar('color-text-muted') });

export const versionId = style({
  fontFamily: fleetVar('font-family-mono'),
  color: fleetVar('color-text-muted'),
});
