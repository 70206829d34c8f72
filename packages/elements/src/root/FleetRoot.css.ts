import { style } from '@vanilla-extract/css';

// Layout-neutral: the scope only carries theme variables and text style to its children.
export const root = style({ display: 'contents' });
