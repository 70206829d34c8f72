// The console's connection to the product: the browser sign-in, the SDK over it, and the
// session (who is signed in, their rights, the active repository). One per page.
import {
  connectFleet,
  createBrowserAuth,
  createSession,
  type BrowserAuth,
  type FleetSdk,
  type Session,
} from '@fleet/sdk';
import type { RuntimeConfig } from './runtime-config';

export interface FleetApp {
  config: RuntimeConfig;
  auth: BrowserAuth;
  fleet: FleetSdk;
  session: Session;
}

export function createFleetApp(config: RuntimeConfig, origin = window.location.origin): FleetApp {
  // The provider returns to the console's root; the destination travels in the sign-in
  // state and is restored by completeAuthReturn (SPEC §2 route guards).
  const auth = createBrowserAuth({
    authority: config.oidcAuthority,
    clientId: config.oidcClientId,
    redirectUri: `${origin}/`,
    postLogoutRedirectUri: `${origin}/`,
  });
  const { fleet, tokens } = connectFleet({ baseUrl: config.apiBaseUrl, auth });
  const session = createSession({ fleet, tokens });
  return { config, auth, fleet, session };
}

let current: FleetApp | undefined;

export function setFleetApp(app: FleetApp): void {
  current = app;
}

/** The page's app; route loaders and the shell read it. */
export function fleetApp(): FleetApp {
  if (!current) throw new Error('The console started without its FleetApp.');
  return current;
}
