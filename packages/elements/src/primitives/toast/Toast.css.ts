import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css.js';
import { vars } from '../../theme/contract.css.js';
import { TOAST_KINDS, type ToastKind } from './toast-kinds.js';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: '240px',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  boxShadow: vars.shadow.overlay,
});

export const toast = styleVariants(
  Object.fromEntries(TOAST_KINDS.map((kind) => [kind, kind])) as Record<ToastKind, ToastKind>,
  (kind) => [
    base,
    {
      background: vars.color[kind].subtle,
      color: vars.color[kind].strong,
      borderInlineStartColor: vars.color[kind].base,
    },
  ],
);

export const message = style({ margin: 0, flex: 1 });

export const dismissButton = style([
  focusRing,
  {
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.lg,
    lineHeight: 1,
    cursor: 'pointer',
    padding: vars.space.xxs,
    borderRadius: vars.radius.sm,
  },
]);
