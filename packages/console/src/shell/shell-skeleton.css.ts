// The shell before anything is known (no theme tokens yet): system colours only, so it reads
// in light and dark alike, laid out as the main layout is (shell.css.ts).
import { keyframes, style } from '@vanilla-extract/css';

const line = 'color-mix(in srgb, CanvasText 12%, transparent)';

export const frame = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) 1fr',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  '@media': {
    '(max-width: 767px)': { gridTemplateColumns: '1fr', gridTemplateAreas: '"header" "main"' },
  },
});

export const top = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  padding: '8px 16px',
  minHeight: 40,
  borderBottom: `1px solid ${line}`,
  fontWeight: 700,
  fontSize: '1.125rem',
});

export const side = style({
  gridArea: 'nav',
  display: 'grid',
  alignContent: 'start',
  gap: 12,
  padding: 12,
  borderRight: `1px solid ${line}`,
  '@media': { '(max-width: 767px)': { display: 'none' } },
});

export const body = style({
  gridArea: 'main',
  display: 'grid',
  alignContent: 'start',
  gap: 16,
  padding: '16px 24px',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const bar = style({
  display: 'block',
  height: 14,
  borderRadius: 4,
  background: line,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
