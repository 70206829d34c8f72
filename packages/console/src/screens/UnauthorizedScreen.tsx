// SPEC §2: where a restricted route sends a user who lacks its right. The query carries the
// original destination (`from`) and, for a guest, the shared repository (`repository`).
import { FleetRoot } from '@fleet/elements';
import { sameOriginPath } from '@fleet/sdk';
import { Link, useSearchParams } from 'react-router';
import { readSavedTheme } from '../theme/saved-theme';
import { pattern, screen, standalone } from './screen.css';

export function UnauthorizedScreen() {
  const [query] = useSearchParams();
  const from = sameOriginPath(query.get('from'), window.location.origin);
  const repository = query.get('repository');
  return (
    <FleetRoot theme={readSavedTheme()}>
      <main className={standalone}>
        <section className={screen} aria-labelledby="unauthorized-title">
          <h1 id="unauthorized-title">Access denied</h1>
          <p>
            {repository
              ? 'You do not have permission to open this page in the shared repository.'
              : 'You do not have permission to open this page.'}
          </p>
          {from && <p className={pattern}>{from}</p>}
          <p>
            <Link to="/">Go to the dashboard</Link>
          </p>
        </section>
      </main>
    </FleetRoot>
  );
}

export { UnauthorizedScreen as Component };
