import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// Layout-neutral: the scope only carries theme variables and text style to its children.
export const root = style({ display: 'contents' });

// A custom element's scope paints its theme's surface: a dark widget on a light page (or a
// light one on a dark page) keeps its text readable whatever the page's background. The
// surface is inset like a card, so its content never sits flush against its painted edge.
export const paintedRoot = style({
  display: 'block',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
