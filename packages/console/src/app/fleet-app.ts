// The console's connection to the product: the browser sign-in (main.tsx makes it with
// console-auth.ts), the SDK over it, the session (who is signed in, their rights, the active
// repository), the user's options and the live channel. One per page.
import {
  connectFleet,
  createLiveChannel,
  createSession,
  createUserOptionsStore,
  type BrowserAuth,
  type FleetSdk,
  type LiveChannel,
  type Session,
  type UserOptionsStore,
} from '@fleet/sdk';
import type { RuntimeConfig } from './runtime-config';

export interface FleetApp {
  config: RuntimeConfig;
  auth: BrowserAuth;
  fleet: FleetSdk;
  session: Session;
  /**
   * The signed-in user's options, loaded once for the page: the session reads the default
   * repository through it, the preferences and the widgets read the rest.
   */
  userOptions: UserOptionsStore;
  /**
   * The live channel (SPEC §4), opened on first use (once signed in: it authenticates with
   * the active repository's token) and kept for the page. The widgets keep their lists
   * current with it (FleetProvider → syncStoresWithLive). Undefined where the browser has no
   * WebSocket.
   */
  live(): LiveChannel | undefined;
}

export function createFleetApp(config: RuntimeConfig, auth: BrowserAuth): FleetApp {
  const { fleet, tokens } = connectFleet({ baseUrl: config.apiBaseUrl, auth });
  const userOptions = createUserOptionsStore({ fleet });
  const session = createSession({ fleet, tokens, userOptions });
  let live: LiveChannel | undefined;
  let liveFailed = false;
  return {
    config,
    auth,
    fleet,
    session,
    userOptions,
    live() {
      if (live || liveFailed) return live;
      try {
        // The SDK makes the ws: or wss: address from an http(s) base.
        const baseUrl = config.liveUrl.replace(/^ws(s?):/i, 'http$1:');
        live = createLiveChannel({ baseUrl, getToken: tokens.getToken });
      } catch (error) {
        liveFailed = true;
        console.warn('The live channel could not open; lists will not update live.', error);
      }
      return live;
    },
  };
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
