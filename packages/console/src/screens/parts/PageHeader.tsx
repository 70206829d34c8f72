// The one header pattern of every screen: its title (the h1 the screen is labelled by), a line
// of context under it, and the screen's primary actions. The actions carry
// data-primary-actions, so the width journeys can check they stay in view at every width. A
// screen with tabs opens with its own header, then the tabs; a tab's header under them is the
// same pattern one level down (an h2).
import type { ReactNode } from 'react';
import * as css from './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** What the screen is about, in a line under the title (a count, a parent, a state). */
  context?: ReactNode;
  /** The screen's primary actions (buttons or links). */
  actions?: ReactNode;
  /** The id of the title, for the screen's aria-labelledby. */
  titleId?: string;
  /** 2: the header of a tab, under its screen's header and tabs. */
  level?: 1 | 2;
}

export function PageHeader({
  title,
  context,
  actions,
  titleId = 'screen-title',
  level = 1,
}: PageHeaderProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className={level === 1 ? css.pageHeader : css.tabHeader}>
      <div className={css.heading}>
        <Title id={titleId} className={level === 1 ? css.title : css.tabTitle}>
          {title}
        </Title>
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
