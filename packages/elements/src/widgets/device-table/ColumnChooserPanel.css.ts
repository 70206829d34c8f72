// The column chooser's panel of checkboxes, under its button (ColumnChooserPanel.tsx).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const chooserPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: '200px',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
});

export const chooserOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

globalStyle(`${chooserOption} input`, { accentColor: vars.color.primary.base, margin: 0 });
