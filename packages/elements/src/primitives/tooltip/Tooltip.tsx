// A short text shown beside its trigger on hover and on keyboard focus. The trigger is the
// child element itself (no wrapper), which gets the hover and focus handlers and, while open,
// `aria-describedby` pointing at the tooltip (unless it is already described, as a
// not-permitted control is by the same reason). Escape closes it. The bubble and its
// positioning library (@floating-ui) load when a tooltip first opens (TooltipBubble.tsx).
import type { Placement } from '@floating-ui/react';
import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { usePortalContainer } from '../../root/portal-container.js';

const TooltipBubble = lazy(() => import('./TooltipBubble.js'));

type TriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

export interface TooltipProps {
  content: ReactNode;
  /** One element that accepts a ref and DOM event props. */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
  /** Milliseconds of hover before it opens. */
  delay?: number;
}

/** Calls the trigger's own handler, then ours. */
function chain<E extends SyntheticEvent>(own: unknown, ours: (event: E) => void) {
  return (event: E) => {
    if (typeof own === 'function') (own as (event: E) => void)(event);
    ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Focus from the keyboard (a click's focus does not open the tooltip, as @floating-ui's). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function Tooltip({ content, children, placement = 'top', delay = 200 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<Element | null>(null);
  const portal = usePortalContainer();
  const id = useId();
  // The hover delay before opening, while one runs; 0 opens at once (keyboard focus).
  const [pending, setPending] = useState<number | undefined>(undefined);
  const own = children.props;

  useEffect(() => {
    if (pending === undefined) return;
    const timer = setTimeout(() => setOpen(true), pending);
    return () => clearTimeout(timer);
  }, [pending]);
  const show = useCallback((after: number) => setPending(after), []);
  const hide = useCallback(() => {
    setPending(undefined);
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  const ownRef = own.ref;
  const ref = useCallback(
    (element: Element | null) => {
      setReference(element);
      setRef(ownRef, element);
    },
    [ownRef],
  );

  const described = own['aria-describedby'];
  const trigger = cloneElement(children, {
    ...own,
    ref,
    'aria-describedby': described ?? (open ? id : undefined),
    onMouseEnter: chain(own.onMouseEnter, () => show(delay)),
    onMouseLeave: chain(own.onMouseLeave, hide),
    onFocus: chain(own.onFocus, (event: FocusEvent) => {
      if (focusVisible(event.currentTarget)) show(0);
    }),
    onBlur: chain(own.onBlur, hide),
  });

  return (
    <>
      {trigger}
      {open && portal && reference && (
        <Suspense fallback={null}>
          <TooltipBubble
            id={id}
            content={content}
            reference={reference}
            placement={placement}
            portal={portal}
          />
        </Suspense>
      )}
    </>
  );
}
