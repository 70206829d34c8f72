// A route's error element: not found for 404s, a reload offer when a code chunk failed to
// load (SPEC §8 ChunkLoadError: a new deployment replaced it, the network dropped, or it took
// over 120 s), else the error's message. The reload is the user's choice, never automatic,
// so a chunk that keeps failing cannot make the page reload in a loop.
import { Button } from '@fleet/elements';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useConsoleText } from '../i18n';
import { isChunkLoadError } from '../routing/lazy-chunk';
import { ConsoleRoot } from '../theme/ConsoleRoot';
import { NotFoundContent } from './NotFoundScreen';
import { screen, standalone } from './screen.css';

export function RouteError() {
  const t = useConsoleText();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isChunkLoadError(error)) {
    return (
      <section className={screen} role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{t('console.routeError.title')}</h1>
        <p>{t('app.chunkLoadFailed')}</p>
        <p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('console.reload')}
          </Button>
        </p>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : t('console.routeError.message');
  return (
    <section className={screen} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('console.routeError.title')}</h1>
      <p>{message}</p>
    </section>
  );
}

/** The same, outside the main layout: with its own theme root. */
export function RootRouteError() {
  return (
    <ConsoleRoot>
      <main className={standalone}>
        <RouteError />
      </main>
    </ConsoleRoot>
  );
}
