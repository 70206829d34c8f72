import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '640px',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const packages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const chosenList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const chosenItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const packageId = style({ fontFamily: vars.font.familyMono, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failure = style({ margin: 0, color: vars.color.negative.base });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
