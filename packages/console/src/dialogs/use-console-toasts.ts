// Toasts for every screen (SPEC §2: bottom-right, positive, negative, warning or info, closing
// after 3000 ms unless hovered or focused): the elements' toast store under FleetRoot, with one
// method per kind.
import { useToasts, type ToastKind, type Toasts } from '@fleet/elements';
import { useMemo } from 'react';

type ShowKind = (message: string, duration?: number | null) => string;

export type ConsoleToasts = Toasts & Record<ToastKind, ShowKind>;

export function useConsoleToasts(): ConsoleToasts {
  const toasts = useToasts();
  return useMemo(() => {
    const kind =
      (k: ToastKind): ShowKind =>
      (message, duration) =>
        toasts.show({ kind: k, message, ...(duration !== undefined && { duration }) });
    return {
      show: (input) => toasts.show(input),
      dismiss: (id) => toasts.dismiss(id),
      positive: kind('positive'),
      negative: kind('negative'),
      warning: kind('warning'),
      info: kind('info'),
    };
  }, [toasts]);
}
