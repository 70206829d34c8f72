// The tooltip's bubble, positioned beside its trigger with @floating-ui: its own module so the
// positioning library loads when a tooltip first opens (Tooltip.tsx imports it lazily), not
// with every control that may show one.
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { tooltip } from './Tooltip.css.js';

export interface TooltipBubbleProps {
  id: string;
  content: ReactNode;
  reference: Element;
  placement: Placement;
  /** Where it renders: the FleetRoot scope (same shadow root and theme as the widget). */
  portal: HTMLElement;
}

export default function TooltipBubble({
  id,
  content,
  reference,
  placement,
  portal,
}: TooltipBubbleProps) {
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const { floatingStyles } = useFloating({
    open: true,
    elements: { reference, floating },
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      style={floatingStyles}
      className={tooltip}
      part="tooltip"
    >
      {content}
    </div>,
    portal,
  );
}
