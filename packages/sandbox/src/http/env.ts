import type { HttpBindings } from '@hono/node-server';
import type { Principal } from '../auth/principal.js';

/** The Hono environment of the API: node bindings, and the caller once authenticated. */
export interface ApiEnv {
  Bindings: HttpBindings;
  Variables: { principal: Principal };
}
