import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';

// The table scrolls inside its own frame, never widening the page (or a partner's page) it is
// on; in a narrow frame (a phone, a side panel) each row becomes a card of labelled fields.
const CARDS = '(max-width: 560px)';
/** The table's frame is wide enough for rows (not cards): for widgets that style its cells. */
export const TABLE_ROWS_QUERY = '(min-width: 561px)';

export const frame = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  '@container': { [CARDS]: { display: 'block' } },
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
  background: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@container': {
    [CARDS]: {
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderBlockEnd: 0,
      selectors: { '&:not(:has(button, input))': { display: 'none' } },
    },
  },
});

export const head = style({
  '@container': {
    [CARDS]: {
      display: 'block',
      background: vars.color.surfaceSunken,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const headRow = style({
  '@container': { [CARDS]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } },
});

export const body = style({ '@container': { [CARDS]: { display: 'block' } } });

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);

export const sortIcon = style({ fontSize: vars.fontSize.xs });

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': {
    [CARDS]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'start',
      padding: `${vars.space.sm} 0`,
    },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.primary.subtle },
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
  '@container': {
    [CARDS]: {
      display: 'grid',
      justifyItems: 'start',
      textAlign: 'start',
      gridTemplateColumns: 'minmax(5rem, 35%) minmax(0, 1fr)',
      gap: vars.space.sm,
      gridColumn: '2',
      padding: `${vars.space.xxs} ${vars.space.md}`,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      selectors: {
        '&[data-align="end"]': { textAlign: 'start' },
        '&::before': { content: 'attr(data-label)', color: vars.color.textMuted },
      },
    },
  },
});

const SELECT_WIDTH = '40px';
export const selectCell = style([
  cell,
  {
    inlineSize: SELECT_WIDTH,
    minInlineSize: SELECT_WIDTH,
    paddingInlineEnd: 0,
    '@container': {
      [CARDS]: {
        display: 'block',
        gridColumn: '1',
        gridRow: '1 / span 99',
        selectors: { '&::before': { content: 'none' } },
      },
    },
  },
]);

/** The identifying column (the first) stays in view while the others scroll under it. */
const sticky = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  '@container': {
    [CARDS]: {
      display: 'block',
      position: 'static',
      background: 'none',
      boxShadow: 'none',
      fontWeight: vars.fontWeight.medium,
      selectors: { '&::before': { content: 'none' } },
    },
  },
});
export const stickySelect = style([sticky, { boxShadow: 'none' }]);
export const stickyFirst = style([sticky]);
export const stickyAfterSelect = style([sticky, { insetInlineStart: SELECT_WIDTH }]);
/**
 * A column pinned to the row's end (its actions): in view while the others scroll under it.
 * Where rows are cards it is a field like the others.
 */
export const stickyEnd = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
  '@container': {
    [CARDS]: { position: 'static', background: 'none', boxShadow: 'none' },
  },
});
export const stickyHeader = style({ background: vars.color.surfaceSunken });
export const emptyCell = style({
  padding: 0,
  '@container': { [CARDS]: { display: 'block' } },
});

/** The select-all checkbox with its label: the text is seen only where rows are cards. */
export const selectAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
/** Its header cell: as wide as the label where rows are cards. */
export const selectAllCell = style({
  '@container': { [CARDS]: { inlineSize: 'auto', paddingInlineEnd: vars.space.md } },
});
export const selectAllText = style([
  visuallyHidden,
  {
    '@container': {
      [CARDS]: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' },
    },
  },
]);

export const checkbox = style([
  focusRing,
  { inlineSize: '16px', blockSize: '16px', margin: 0, accentColor: vars.color.primary.base },
]);

// A sticky cell has its own background (the rows scroll under it): it follows the row's state.
for (const pinned of [sticky, stickyEnd]) {
  globalStyle(`${row}:hover ${pinned}`, { background: vars.color.surfaceSunken });
  globalStyle(`${row}[aria-selected="true"] ${pinned}`, {
    background: vars.color.primary.subtle,
  });
}
