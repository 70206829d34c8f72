import { style } from '@vanilla-extract/css';

// Several lines by default; the user may make it taller, never wider than its field.
export const textArea = style({ minHeight: '6rem', resize: 'vertical', maxWidth: '100%' });
