// What a list or panel shows when it has nothing in it: a title, an optional explanation and
// an optional action (e.g. "No devices match the current filter." with a reset button).
import type { ReactNode } from 'react';
import {
  action as actionClass,
  description as descriptionClass,
  emptyState,
  title as titleClass,
} from './EmptyState.css.js';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={emptyState} part="empty-state">
      {icon && <div aria-hidden="true">{icon}</div>}
      <p className={titleClass}>{title}</p>
      {description && <div className={descriptionClass}>{description}</div>}
      {action && <div className={actionClass}>{action}</div>}
    </div>
  );
}
