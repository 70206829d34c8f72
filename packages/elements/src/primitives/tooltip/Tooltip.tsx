// A short text shown beside its trigger on hover and on keyboard focus, positioned with
// @floating-ui. The trigger is the child element itself (no wrapper), which gets the hover and
// focus handlers and, while open, `aria-describedby` pointing at the tooltip.
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { usePortalContainer } from '../../root/portal-container.js';
import { tooltip } from './Tooltip.css.js';

export interface TooltipProps {
  content: ReactNode;
  /** One element that accepts a ref and DOM event props. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
  placement?: Placement;
  /** Milliseconds of hover before it opens. */
  delay?: number;
}

export function Tooltip({ content, children, placement = 'top', delay = 200 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const portal = usePortalContainer();
  const { floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    elements: { reference, floating },
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const ref = useMergeRefs([setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {open && portal && (
        <FloatingPortal root={portal}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={tooltip}
            part="tooltip"
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
