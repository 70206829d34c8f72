// The smallest browser app over the SDK's sign-in: createBrowserAuth with the console's
// OIDC client, served by the sandbox at `/` (its history fallback answers /callback too). It
// shows its state in the DOM and hands the auth to the test as `window.fleetE2e`.
import { connectFleet, createBrowserAuth, type BrowserAuth, type FleetSdk } from '@fleet/sdk';

declare global {
  interface Window {
    fleetE2e: { auth: BrowserAuth; fleet: FleetSdk; ready: Promise<void> };
  }
}

// The test's own notes, per tab (sessionStorage): never tokens.
const TOKEN_STORAGE = 'e2e.tokenStorage';
const LOADS = 'e2e.loads';
const LOG = 'e2e.log';

const element = (id: string): HTMLElement => document.getElementById(id)!;

const chosen = new URLSearchParams(location.search).get('storage');
if (chosen) sessionStorage.setItem(TOKEN_STORAGE, chosen);
const storage = sessionStorage.getItem(TOKEN_STORAGE) === 'memory' ? 'memory' : 'session';
const loads = Number(sessionStorage.getItem(LOADS) ?? '0') + 1;
sessionStorage.setItem(LOADS, String(loads));

const readLog = (): string[] => JSON.parse(sessionStorage.getItem(LOG) ?? '[]') as string[];
// Kept across reloads, so the test sees what was logged before a reload.
const logger = {
  warn(message: string, detail?: unknown) {
    const reason = detail instanceof Error ? ` ${detail.message}` : '';
    sessionStorage.setItem(LOG, JSON.stringify([...readLog(), `${message}${reason}`]));
    element('log').textContent = readLog().join('\n');
  },
};

const origin = location.origin;
const auth = createBrowserAuth({
  authority: `${origin}/idp`,
  clientId: 'fleet-console',
  redirectUri: `${origin}/callback`,
  postLogoutRedirectUri: `${origin}/`,
  storage,
  logger,
});
const { fleet } = connectFleet({ baseUrl: origin, auth, logger });

async function showStatus(): Promise<void> {
  element('status').textContent = (await auth.isSignedIn()) ? 'signed in' : 'signed out';
}

async function start(): Promise<void> {
  element('loads').textContent = String(loads);
  element('log').textContent = readLog().join('\n');
  // Back from the identity provider: finish the sign-in and go where the user was headed.
  if (/[#&]code=/.test(location.hash)) {
    const returnTo = await auth.completeSignIn();
    history.replaceState(null, '', returnTo);
  }
  await showStatus();
}

element('sign-in').addEventListener('click', () => void auth.signIn('/devices?filter=offline'));
element('call-api').addEventListener('click', () => {
  element('api').textContent = 'calling';
  fleet.auth.discoverPermissions().then(
    ({ repositoryId, permissions }) =>
      (element('api').textContent = `${repositoryId}: ${permissions.length} permissions`),
    (error: unknown) => (element('api').textContent = `failed: ${String(error)}`),
  );
});
element('renew').addEventListener('click', () => void auth.refresh().finally(showStatus));

window.fleetE2e = {
  auth,
  fleet,
  ready: start().catch((error: unknown) => {
    element('status').textContent = `failed: ${String(error)}`;
  }),
};
