// The rollout progress: a heading line (name, state, reason), then one row per phase with a
// stacked bar of where its devices are and the counts in words under it.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const rolloutProgress = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const state = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const reason = style({ margin: 0, color: vars.color.negative.strong });

export const phaseList = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const phase = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const phaseTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const phaseFacts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const track = style({
  display: 'flex',
  overflow: 'hidden',
  blockSize: '12px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** One colour per outcome; the counts under the bar name them. */
export const segment = styleVariants({
  succeeded: { background: vars.color.positive.base },
  failed: { background: vars.color.negative.base },
  inProgress: { background: vars.color.info.base },
  pending: { background: vars.color.borderStrong },
  // Chosen, not assigned yet: stripes over the track, distinct from every assigned outcome.
  waiting: {
    background: `repeating-linear-gradient(135deg, ${vars.color.borderStrong} 0 2px, transparent 2px 5px)`,
  },
  notAffected: { background: vars.color.warning.base },
  cancelled: { background: vars.color.border },
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const count = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.75em',
  blockSize: '0.75em',
  borderRadius: vars.radius.sm,
});

export const countTerm = style({ color: vars.color.textMuted });

export const countValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
