import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { mountRoutes } from '../routes/index.js';
import { corsPreflight } from './cors.js';
import type { ApiEnv } from './env.js';
import { notFound, respondWithError } from './errors.js';
import { requestLimits } from './request-limits.js';

/** The Hono app behind `/api/*`, `/banners.yaml` and `/public/*`. */
export function createApiApp(context: SandboxContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', corsPreflight);
  app.use('*', requestLimits());
  mountRoutes(app, context);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? respondWithError(notFound(`No route for ${c.req.method} ${c.req.path}.`), c)
      : c.text('Not found', 404),
  );
  app.onError(respondWithError);
  return app;
}
