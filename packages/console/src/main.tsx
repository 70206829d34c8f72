// Start: read the runtime configuration, finish a return from the identity provider, then
// route. Nothing renders before the configuration is known.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { completeAuthReturn } from './app/auth-return';
import { createFleetApp, setFleetApp } from './app/fleet-app';
import { loadRuntimeConfig } from './app/runtime-config';
import { routes } from './routing/routes';

async function start(): Promise<void> {
  const app = createFleetApp(await loadRuntimeConfig());
  setFleetApp(app);
  const destination = await completeAuthReturn(app.auth, window.location.href);
  if (destination !== undefined) window.history.replaceState(null, '', destination);

  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The console could not start.', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The console could not start. Please reload the page.';
});
