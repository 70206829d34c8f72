// Start: paint the shell's frame at once, read the runtime configuration (and the texts of the
// browser's language), finish a return from the identity provider, then route (the frame
// stays until the first screen renders).
import { loadUiLanguage } from '@fleet/elements';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { completeAuthReturn } from './app/auth-return';
import { createFleetApp, setFleetApp } from './app/fleet-app';
import { loadRuntimeConfig } from './app/runtime-config';
import { browserLocale, loadLanguage, loadWidgetTextsWith } from './i18n/console-locale';
import { routes } from './routing/routes';
import { ShellSkeleton } from './shell/ShellSkeleton';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  root.render(<ShellSkeleton />);

  // The browser's language's texts download beside the configuration (en-US has them built in).
  loadWidgetTextsWith(loadUiLanguage);
  const [config] = await Promise.all([loadRuntimeConfig(), loadLanguage(browserLocale)]);
  const app = createFleetApp(config);
  setFleetApp(app);
  const destination = await completeAuthReturn(app.auth, window.location.href);
  if (destination !== undefined) window.history.replaceState(null, '', destination);

  const router = createBrowserRouter(routes);
  root.render(
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
