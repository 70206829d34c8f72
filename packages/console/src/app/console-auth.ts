// The console's sign-in at its identity provider (SPEC §2): the browser's authorization code
// flow, coming back to the console's root; the destination travels in the sign-in state and
// is restored by completeAuthReturn. Made once per page, by the start (main.tsx), and handed
// to the app.
import { createBrowserAuth, type BrowserAuth } from '@fleet/sdk';
import type { RuntimeConfig } from './runtime-config';

export function createConsoleAuth(
  config: RuntimeConfig,
  origin = window.location.origin,
): BrowserAuth {
  return createBrowserAuth({
    authority: config.oidcAuthority,
    clientId: config.oidcClientId,
    redirectUri: `${origin}/`,
    postLogoutRedirectUri: `${origin}/`,
  });
}
