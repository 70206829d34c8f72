import { style } from '@vanilla-extract/css';
import { TABLE_ROWS_QUERY } from '../../primitives/table/Table.css.js';
import { vars } from '../../theme/contract.css.js';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const versionsPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const mono = style({ fontFamily: vars.font.familyMono });

/** A name, component or date on one line while the table shows rows (it scrolls instead). */
export const unbroken = style({ '@container': { [TABLE_ROWS_QUERY]: { whiteSpace: 'nowrap' } } });

export const errorText = style({ margin: 0, color: vars.color.negative.strong });
