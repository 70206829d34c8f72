// SPEC §2 breadcrumbs from the matched routes' metadata, with a back action to the parent; a
// device's or fleet's crumb shows its name once the screen has loaded it (the id until then).
import { Breadcrumbs, useSignalValue } from '@fleet/elements';
import { Link, useMatches, useNavigate } from 'react-router';
import { useConsoleLocale, useConsoleText } from '../i18n';
import { backTarget, breadcrumbTrail, namedTrail } from '../routing/breadcrumbs';
import { crumbNames } from '../routing/crumb-names';
import { link, trail } from './shell.css';

export function AppBreadcrumbs() {
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const matches = useMatches();
  const navigate = useNavigate();
  const known = useSignalValue(crumbNames);
  const crumbs = namedTrail(breadcrumbTrail(matches, locale), known);
  if (crumbs.length === 0) return null;
  return (
    <div className={trail}>
      <Link to={backTarget(matches)} className={link}>
        {t('console.breadcrumbs.back')}
      </Link>
      <Breadcrumbs
        crumbs={crumbs.map(({ label, href }) => (href === undefined ? { label } : { label, href }))}
        onNavigate={(href) => void navigate(href)}
      />
    </div>
  );
}
