import { globalStyle, style } from '@vanilla-extract/css';
import { smallButtonHeight } from '../../primitives/button/Button.css.js';
import { TABLE_ROWS_QUERY } from '../../primitives/table/Table.css.js';
import { vars } from '../../theme/contract.css.js';

export const deviceTable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 200px' });

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

// As high as its small buttons before they load (BulkActions.tsx).
export const bulkBar = style({
  display: 'flex',
  minBlockSize: smallButtonHeight,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary.subtle,
  color: vars.color.primary.strong,
});

// The table scrolls inside its own frame (the Table primitive) rather than widening the host's
// page; wide, its rows stay one line high so a page of devices reads at a glance.
export const scroller = style({ minInlineSize: 0 });
globalStyle(`${scroller} td, ${scroller} th`, {
  '@container': { [TABLE_ROWS_QUERY]: { whiteSpace: 'nowrap' } },
});

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const statusCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const errorText = style({ margin: 0, color: vars.color.negative.strong });

export const chooser = style({ position: 'relative' });

export const chooserSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
