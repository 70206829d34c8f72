import type { Hono } from 'hono';
import { authenticate } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
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

type Routes = (context: SandboxContext) => Hono<ApiEnv>;

/** Routes anyone may call (banners, public SBOMs, delegation sources): base path and router. */
const PUBLIC_ROUTES: ReadonlyArray<readonly [string, Routes]> = [['/api/v2beta/live', liveRoutes]];

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
  // credentials.zip and key rotation span /api/accounts/users/{userId}/keys and /api/v1.
  ['/api', accountKeyRoutes],
];

export function mountRoutes(app: Hono<ApiEnv>, context: SandboxContext): void {
  for (const [path, routes] of PUBLIC_ROUTES) app.route(path, routes(context));
  app.use('/api/*', authenticate(context.tokens, context.stores));
  for (const [path, routes] of API_ROUTES) app.route(path, routes(context));
}
