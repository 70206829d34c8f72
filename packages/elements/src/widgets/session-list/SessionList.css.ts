import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const sessionList = style({ display: 'block', minInlineSize: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const addForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const grow = style({ flex: '1 1 240px', minInlineSize: 0 });

/** Lines a submit button up with inputs that have a label above them. */
export const submitAligned = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
});

export const formTitle = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const keyChoices = style({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failure = style({ margin: 0, color: vars.color.negative.base });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0 });
