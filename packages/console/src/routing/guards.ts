// The route loaders that enforce SPEC §2's guards against the page's session.
import { PERSONAL_REPOSITORY_ID } from '@fleet/sdk/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { fleetApp } from '../app/fleet-app';
import { currentFeatureContext } from '../preferences/feature-context';
import { loadPreferences } from '../preferences/preference-stores';
import { routeAccess } from './route-access';
import type { GuardedHandle } from './route-handle';

/** Path, query and fragment of a loader's request. */
export function destinationOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page is leaving for the identity provider: keep the navigation pending until then. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * Sign-in required: off to the identity provider, coming back to this page. Signed in, the
 * user's options (theme, language, feature flags) start loading beside the session rather
 * than after it; only the session is waited for (a guard that needs the options waits for
 * the same load, and a failed one is logged there).
 */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<null> {
  const app = fleetApp();
  if (!(await app.auth.isSignedIn())) {
    await app.auth.signIn(destinationOf(request));
    return leaving();
  }
  void loadPreferences(app);
  await app.session.start();
  return null;
}

export interface SignedInState {
  signedIn: boolean;
}

/**
 * Sign-in optional (the support page): when signed in, the session and preferences start as
 * in the main layout; signed out, nothing happens. Never rejects.
 */
export async function startIfSignedIn(): Promise<SignedInState> {
  const app = fleetApp();
  const signedIn = await app.auth.isSignedIn().catch(() => false);
  if (signedIn) await Promise.all([app.session.start(), loadPreferences(app)]);
  return { signedIn };
}

/** Signed in, then the route's right and feature (SPEC §2, §6). */
export async function checkAccess(
  args: LoaderFunctionArgs,
  guard: Pick<GuardedHandle, 'restricted' | 'feature'>,
): Promise<null> {
  await requireSignIn(args);
  const { session } = fleetApp();
  const repositoryId = session.activeRepositoryId.value;
  const access = routeAccess(guard, destinationOf(args.request), {
    rights: session.rights.value,
    // The beta setting and admin feature flags of the user's preferences (SPEC §4).
    features: await currentFeatureContext(),
    guestRepositoryId: repositoryId === PERSONAL_REPOSITORY_ID ? undefined : repositoryId,
  });
  if (access.kind === 'unauthorized') throw redirect(access.to);
  if (access.kind === 'not-found') throw notFound();
  return null;
}

export function notFound(): never {
  throw data('Not found', { status: 404 });
}

/** /login and /register: the identity provider, or / when already signed in. */
export async function signInLoader(): Promise<Response> {
  const { auth } = fleetApp();
  if (await auth.isSignedIn()) return redirect('/');
  await auth.signIn('/');
  return leaving();
}

/** /logout?from=…: signs out and comes back to the page the user was on. */
export async function signOutLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const from = new URL(request.url).searchParams.get('from') ?? '/';
  await fleetApp().auth.signOut(from);
  return leaving();
}
