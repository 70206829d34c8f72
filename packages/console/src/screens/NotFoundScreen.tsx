// Every address that is no route of SPEC §2, and routes whose feature is off.
import { FleetRoot } from '@fleet/elements';
import { Link } from 'react-router';
import { readSavedTheme } from '../theme/saved-theme';
import { screen, standalone } from './screen.css';

export function NotFoundContent() {
  return (
    <section className={screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </section>
  );
}

export function NotFoundScreen() {
  return (
    <FleetRoot theme={readSavedTheme()}>
      <main className={standalone}>
        <NotFoundContent />
      </main>
    </FleetRoot>
  );
}
