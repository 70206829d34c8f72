// Start: paint the shell's frame at once and read the runtime configuration. A tab with no
// kept user opening an address that needs sign-in leaves for the identity provider from here
// (app/sign-in-first.ts), having loaded only this start and the sign-in library. Any other
// tab loads the console (app/start-console.tsx), from the first moment, beside the
// configuration and the exchange of the provider's code; the frame stays until the first
// screen renders. The console's start, the main layout and the device list are one chunk
// (build/route-chunks.ts), so a signed-in tab asks for them all at once.
import { preloadSignInLibrary } from '@fleet/sdk';
import { createRoot } from 'react-dom/client';
import { authReturnKind, completeAuthReturn } from './app/auth-return';
import { createConsoleAuth } from './app/console-auth';
import { loadRuntimeConfig } from './app/runtime-config';
import { mayKeepUser, needsSignIn, rememberDestination, tabStorage } from './app/sign-in-first';
import { ShellSkeleton } from './shell/ShellSkeleton';

const loadConsole = () => import('./app/start-console');

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  root.render(<ShellSkeleton />);
  const url = new URL(window.location.href);
  const leavesFirst =
    authReturnKind(url) === undefined && needsSignIn(url.pathname) && !mayKeepUser(tabStorage());
  const consoleCode = leavesFirst ? undefined : loadConsole();
  // Every address that needs sign-in needs the sign-in library next, to leave for the
  // provider or to renew the kept user's token: it downloads beside the configuration.
  if (needsSignIn(url.pathname)) preloadSignInLibrary();
  const config = await loadRuntimeConfig();
  const auth = createConsoleAuth(config);
  if (leavesFirst) {
    // Nobody is kept in this tab: the provider signs the user in (or asks), then the console
    // starts on the way back. The page leaves, so this does not settle.
    const destination = `${url.pathname}${url.search}${url.hash}`;
    rememberDestination(tabStorage(), destination);
    await auth.signIn(destination);
    return;
  }
  // A kept user's access token is not kept: it is renewed now, while the console's code
  // downloads, rather than when the route guard first asks for it (the same renewal).
  if (authReturnKind(url) === undefined && needsSignIn(url.pathname)) {
    void auth.getToken().catch(() => undefined);
  }
  // Back from the provider: the code is exchanged while the console's code downloads.
  const returned = completeAuthReturn(auth, window.location.href);
  const { startConsole } = await (consoleCode ?? loadConsole());
  await startConsole(root, { config, auth, returned });
}

start().catch((error: unknown) => {
  console.error('The console could not start.', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The console could not start. Please reload the page.';
});
