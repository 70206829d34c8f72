// A titled part of a rollout screen: a section named by its h2 (the creation flow's target,
// packages, phases…; a rollout's phases and a phase's devices).
import type { ReactNode } from 'react';
import { section, subheading } from '../parts/parts.css';

export interface FormSectionProps {
  /** The h2's id, naming the section. */
  id: string;
  title: string;
  children: ReactNode;
}

export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
