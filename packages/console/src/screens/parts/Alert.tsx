// A failure the user reads where it happened (a list that could not load, a refused form),
// announced at once.
import type { ReactNode } from 'react';
import { alert } from './parts.css';

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={alert}>
      {children}
    </p>
  );
}
