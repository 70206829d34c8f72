// The SDK resources the console's start calls, built into it: the session's (accounts, auth,
// user options; organizations always comes along, for guest tokens), the shell's banners
// (public), and the device list's and the dashboard's (devices, updates; not the dashboard's
// charts). The screens outside the start load the others (more-resources.ts) beside their
// code: a screen of the start that calls one must say so (routing/route-builders.ts).
import {
  createAccountsResource,
  createAuthResource,
  createDevicesNamespace,
  createPublicResource,
  createUpdatesResource,
  createUserOptionsResource,
  type ResourceFactories,
} from '@fleet/sdk';

export const START_RESOURCES = {
  accounts: createAccountsResource,
  auth: createAuthResource,
  userOptions: createUserOptionsResource,
  devices: createDevicesNamespace,
  updates: createUpdatesResource,
  public: createPublicResource,
} as const satisfies ResourceFactories;
