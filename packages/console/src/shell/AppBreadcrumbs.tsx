// SPEC §2 breadcrumbs from the matched routes' metadata, with a back action to the parent.
import { Breadcrumbs } from '@fleet/elements';
import { Link, useMatches, useNavigate } from 'react-router';
import { backTarget, breadcrumbTrail } from '../routing/breadcrumbs';
import { link, trail } from './shell.css';

export function AppBreadcrumbs() {
  const matches = useMatches();
  const navigate = useNavigate();
  const crumbs = breadcrumbTrail(matches);
  if (crumbs.length === 0) return null;
  return (
    <div className={trail}>
      <Link to={backTarget(matches)} className={link}>
        Back
      </Link>
      <Breadcrumbs
        crumbs={crumbs.map(({ label, href }) => (href === undefined ? { label } : { label, href }))}
        onNavigate={(href) => void navigate(href)}
      />
    </div>
  );
}
