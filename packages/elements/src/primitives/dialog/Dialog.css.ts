import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const DIALOG_VARIANTS = ['primary', 'negative', 'warning', 'info'] as const;

const base = style({
  inlineSize: 'min(480px, calc(100vw - 32px))',
  maxBlockSize: 'calc(100vh - 64px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderTop: '4px solid',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: { '&:focus': { outline: 'none' } },
});

export const dialog = styleVariants(
  Object.fromEntries(DIALOG_VARIANTS.map((v) => [v, v])) as Record<
    (typeof DIALOG_VARIANTS)[number],
    (typeof DIALOG_VARIANTS)[number]
  >,
  (variant) => [base, { borderTopColor: vars.color[variant].base }],
);

globalStyle(`${base}::backdrop`, { background: vars.color.backdrop });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  margin: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ color: vars.color.text });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
