// The one header pattern of every screen: its title (the h1 the screen is labelled by), a line
// of context under it, and the screen's primary actions. The actions carry
// data-primary-actions, so the width journeys can check they stay in view at every width.
import type { ReactNode } from 'react';
import * as css from './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** What the screen is about, in a line under the title (a count, a parent, a state). */
  context?: ReactNode;
  /** The screen's primary actions (buttons or links). */
  actions?: ReactNode;
  /** The id of the h1, for the screen's aria-labelledby. */
  titleId?: string;
}

export function PageHeader({ title, context, actions, titleId = 'screen-title' }: PageHeaderProps) {
  return (
    <header className={css.pageHeader}>
      <div className={css.heading}>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        {context !== undefined && context !== null && <p className={css.context}>{context}</p>}
      </div>
      {actions !== undefined && actions !== null && actions !== false && (
        <div className={css.actions} data-primary-actions="">
          {actions}
        </div>
      )}
    </header>
  );
}
