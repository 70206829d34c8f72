// The SDK resources the console's start calls, built into it: the session's (accounts, auth,
// user options; organizations always comes along, for guest tokens), the shell's banners
// (public), and the device list's and the dashboard's (devices, updates; not the dashboard's
// charts). The screens outside the start load the others (more-resources.ts) beside their
// code; a screen whose code is in the start calls only these (routing/route-builders.ts).
import {
  createAccountsResource,
  createAuthResource,
  createDevicesNamespace,
  createPublicResource,
  createUpdateCallsResource,
  createUserOptionsResource,
  type ResourceFactories,
  type ResourceFactory,
} from '@fleet/sdk';

/** The updates resource, its waiting for an outcome (never called here) loaded if called. */
const createUpdates: ResourceFactory<'updates'> = (client) => ({
  ...createUpdateCallsResource(client),
  waitForOutcome: async (update, options) =>
    (await import('./update-waiting')).waitForOutcome(client, update, options),
});

export const START_RESOURCES = {
  accounts: createAccountsResource,
  auth: createAuthResource,
  userOptions: createUserOptionsResource,
  devices: createDevicesNamespace,
  updates: createUpdates,
  public: createPublicResource,
} as const satisfies ResourceFactories;
