// Term/value pairs of the support page (a section's facts), in the order given.
import { Fragment, type ReactNode } from 'react';
import { facts, term, value } from './debug.css';

export interface DebugFact {
  term: string;
  value: ReactNode;
}

export function DebugFacts({ items }: { items: readonly DebugFact[] }) {
  return (
    <dl className={facts}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt className={term}>{item.term}</dt>
          <dd className={value}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
