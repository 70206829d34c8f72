import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

// uPlot draws on a canvas, which cannot read CSS variables: the chart area resolves the theme
// into these private properties, and chart-colors.ts reads their computed values. A host sets
// `--fleet-chart-color` (the bars) or any theme property; both win over the theme.
export const barColor = createVar();
export const barHoverColor = createVar();
export const axisColor = createVar();
export const gridColor = createVar();
export const axisFont = createVar();

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const chartArea = style({
  position: 'relative',
  minInlineSize: 0,
  vars: {
    [barColor]: fallbackVar('var(--fleet-chart-color)', vars.color.primary.base),
    [barHoverColor]: fallbackVar('var(--fleet-chart-color-hover)', vars.color.primary.hover),
    [axisColor]: vars.color.textMuted,
    [gridColor]: vars.color.border,
    [axisFont]: `${vars.fontSize.xs} ${vars.font.family}`,
  },
});

export const plot = style({ minInlineSize: 0 });

export const readout = style({
  minBlockSize: `calc(${vars.fontSize.sm} * 1.5)`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const dataTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const dataCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

export const headerCell = style([
  dataCell,
  {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const valueCell = style([
  dataCell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
]);

export const rowButton = style([
  focusRing,
  {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: vars.color.primary.base,
    textDecoration: 'underline',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);
