// One part of the support page: a titled region a reader (or a screen reader) can jump to.
import type { ReactNode } from 'react';
import { section, subheading } from '../parts/parts.css';

export function DebugSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={section} aria-labelledby={`debug-${id}`}>
      <h2 id={`debug-${id}`} className={subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
