// Gives the tree a toast store (`useToasts()`) and renders its toasts bottom-right.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  createToastStore,
  type ToastClock,
  type ToastInput,
  type ToastStore,
} from './toast-store.js';
import { ToastRegion } from './ToastRegion.js';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ children, clock }: { children: ReactNode; clock?: ToastClock }) {
  const [store] = useState(() => createToastStore(clock));
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastContext value={store}>
      {children}
      <ToastRegion store={store} />
    </ToastContext>
  );
}

export interface Toasts {
  /** Shows a toast; returns its id. */
  show(input: ToastInput): string;
  dismiss(id: string): void;
}

export function useToasts(): Toasts {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToasts() needs a FleetRoot (or ToastProvider) above it');
  return store;
}
