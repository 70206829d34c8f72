// The console's connection to the product: the browser sign-in (main.tsx makes it with
// console-auth.ts), the SDK over it, the session (who is signed in, their rights, the active
// repository), the user's options and the live channel. One per page. The SDK is made of the
// start's resources (start-resources.ts); the others come with the screens that call them.
import {
  connectFleetView,
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
import { START_RESOURCES } from './start-resources';

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
  /**
   * Loads the SDK resources outside the start (more-resources.ts, one chunk) and adds them to
   * `fleet`, once; the screens outside the start wait for it beside their code.
   */
  moreResources(): Promise<void>;
}

export function createFleetApp(config: RuntimeConfig, auth: BrowserAuth): FleetApp {
  const { fleet, tokens, provideResources } = connectFleetView({
    baseUrl: config.apiBaseUrl,
    auth,
    resources: START_RESOURCES,
  });
  const userOptions = createUserOptionsStore({ fleet });
  const session = createSession({ fleet, tokens, userOptions });
  let live: LiveChannel | undefined;
  let liveFailed = false;
  let moreResources: Promise<void> | undefined;
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
    moreResources() {
      moreResources ??= import('./more-resources').then(
        ({ MORE_RESOURCES }) => provideResources(MORE_RESOURCES),
        (error: unknown) => {
          // A failed chunk is asked for again on the next navigation.
          moreResources = undefined;
          throw error;
        },
      );
      return moreResources;
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
