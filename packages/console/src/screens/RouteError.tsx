// A route's error element: not found for 404s, a reload offer when a code chunk failed to
// load (a new deployment replaced it, or the network dropped), else the error's message.
import { Button, FleetRoot } from '@fleet/elements';
import { formatMessage } from '@fleet/sdk/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from './NotFoundScreen';
import { readSavedTheme } from '../theme/saved-theme';
import { screen, standalone } from './screen.css';

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message))
  );
}

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isChunkLoadError(error)) {
    return (
      <section className={screen} role="alert">
        <p>{formatMessage('app.chunkLoadFailed')}</p>
        <p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </p>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : 'The page could not be shown.';
  return (
    <section className={screen} role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
    </section>
  );
}

/** The same, outside the main layout: with its own theme root. */
export function RootRouteError() {
  return (
    <FleetRoot theme={readSavedTheme()}>
      <main className={standalone}>
        <RouteError />
      </main>
    </FleetRoot>
  );
}
