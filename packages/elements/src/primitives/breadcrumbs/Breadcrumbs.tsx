// Breadcrumbs (SPEC §2): a trail of links ending at the current page. Hosts with their own
// router pass `onNavigate` and get plain left clicks instead of a page load.
import type { MouseEvent } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { useLandmarkName } from '../../root/landmark-name.js';
import { Link } from '../link/Link.js';
import { crumb, current, list } from './Breadcrumbs.css.js';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  onNavigate?(href: string): void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Breadcrumbs({ crumbs, onNavigate }: BreadcrumbsProps) {
  const t = useFormatMessage();
  const landmarkName = useLandmarkName(t('ui.breadcrumbs'));
  return (
    <nav aria-label={landmarkName} part="breadcrumbs">
      <ol className={list}>
        {crumbs.map(({ label, href }, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${label}`} className={crumb}>
              {last || href === undefined ? (
                <span aria-current={last ? 'page' : undefined} className={current}>
                  {label}
                </span>
              ) : (
                <Link
                  href={href}
                  variant="default"
                  onClick={(event) => {
                    if (!onNavigate || !isPlainClick(event)) return;
                    event.preventDefault();
                    onNavigate(href);
                  }}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
