// The console's start once main.tsx knows it stays: the texts of the browser's language and
// the app (SDK, session, live channel), then, once the return from the identity provider (if
// any) is complete, the router.
// Loaded as a chunk of its own, so a tab that leaves for the provider first never loads it.
import { loadUiLanguage } from '@fleet/elements';
import type { BrowserAuth } from '@fleet/sdk';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { browserLocale, loadLanguage, loadWidgetTextsWith } from '../i18n/console-locale';
import { preloadRoute } from '../routing/preload-route';
import { routes } from '../routing/routes';
import { authReturnKind } from './auth-return';
import { createFleetApp, setFleetApp } from './fleet-app';
import { tabStorage, takeDestination } from './sign-in-first';
import type { RuntimeConfig } from './runtime-config';

export interface ConsoleStart {
  config: RuntimeConfig;
  auth: BrowserAuth;
  /** The return from the identity provider, completing: where to go (undefined: no return). */
  returned: Promise<string | undefined>;
}

export async function startConsole(root: Root, { config, auth, returned }: ConsoleStart) {
  // The browser's language's texts download beside the code exchange (en-US is built in).
  loadWidgetTextsWith(loadUiLanguage);
  const app = createFleetApp(config, auth);
  setFleetApp(app);
  // Back from the provider to where the start sent it from: that route's code loads beside
  // the code exchange rather than after it.
  const expected = takeDestination(tabStorage());
  if (expected !== undefined && authReturnKind(new URL(window.location.href)) === 'sign-in') {
    preloadRoute(routes, expected);
  }
  const [destination] = await Promise.all([returned, loadLanguage(browserLocale)]);
  if (destination !== undefined) window.history.replaceState(null, '', destination);
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
