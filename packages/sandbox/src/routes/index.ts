import type { Hono } from 'hono';
import { authenticate } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { idempotentPosts } from '../http/idempotency.js';
import { authRoutes } from './auth.js';
import { liveRoutes } from './live.js';
import { organizationRoutes } from './organizations.js';
import { userOptionRoutes } from './user-options.js';
import { userRoutes } from './users.js';
import { accountKeyRoutes } from './account-keys.js';
import { apiClientRoutes } from './api-clients.js';
import { feedbackRoutes } from './feedback.js';
import { remoteAccessRoutes } from './remote-access.js';
import { subscriptionRoutes } from './subscriptions.js';
import { delegationRoutes } from './delegations.js';
import { lockboxRoutes } from './lockboxes.js';
import { packageRoutes } from './packages.js';
import { publicRoutes } from './public.js';
import { deviceRoutes } from './devices.js';
import { fleetRoutes } from './fleets.js';
import { metricRoutes } from './metrics.js';
import { provisioningRoutes } from './provisioning.js';
import { deviceUpdateRoutes } from './device-updates.js';
import { updateRoutes } from './updates.js';
import { rolloutRoutes } from './rollouts.js';

type Routes = (context: SandboxContext) => Hono<ApiEnv>;

/** Routes anyone may call (banners, public SBOMs, delegation sources): base path and router. */
const PUBLIC_ROUTES: ReadonlyArray<readonly [string, Routes]> = [
  ['/api/v2beta/live', liveRoutes],
  ['/', publicRoutes],
];

/** The API: base path and router, one router per resource. Every call needs a bearer token. */
const API_ROUTES: ReadonlyArray<readonly [string, Routes]> = [
  ['/api/accounts/users', userRoutes],
  ['/api/accounts/users/metadata', userOptionRoutes],
  ['/api/accounts/organizations', organizationRoutes],
  ['/api/v2beta/auth', authRoutes],
  ['/api/accounts/users/clients', apiClientRoutes],
  ['/api/accounts/user-feedback', feedbackRoutes],
  ['/api/v2beta/subscriptions', subscriptionRoutes],
  ['/api/v2beta/remote-access', remoteAccessRoutes],
  ['/api/v2beta/packages_external', delegationRoutes],
  ['/api/v2beta', packageRoutes],
  ['/api/v2beta', lockboxRoutes],
  // Before the devices router: its paths start with literal segments, never a device id.
  ['/api/v2beta/devices', deviceUpdateRoutes],
  ['/api/v2beta', deviceRoutes],
  ['/api/v2beta', fleetRoutes],
  ['/api/v2beta', provisioningRoutes],
  ['/api/v2beta/device-data', metricRoutes],
  ['/api/v2beta/updates', updateRoutes],
  ['/api/v2beta/rollouts', rolloutRoutes],
  // credentials.zip and key rotation span /api/accounts/users/{userId}/keys and /api/v1.
  ['/api', accountKeyRoutes],
];

export function mountRoutes(app: Hono<ApiEnv>, context: SandboxContext): void {
  for (const [path, routes] of PUBLIC_ROUTES) app.route(path, routes(context));
  app.use('/api/*', authenticate(context.tokens, context.stores));
  app.use('/api/*', idempotentPosts(context.stores.idempotencyKeys));
  for (const [path, routes] of API_ROUTES) app.route(path, routes(context));
}
