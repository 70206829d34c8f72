import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { UserStore } from '../store/users.js';
import { IDP_PATH } from './constants.js';
import { renderErrorPage, renderSignInPage } from './pages.js';

const EXPIRED = 'This sign-in has expired. Please start again.';

export interface InteractionOptions {
  provider: Provider;
  users: UserStore;
  /** Shown on the sign-in page as a hint. */
  demoEmails: readonly string[];
}

/**
 * The provider's user-facing pages under `/idp/interaction/{uid}`: the sign-in form. The
 * console needs no consent page (see loadExistingGrant in provider.ts).
 */
export function createInteractionApp({ provider, users, demoEmails }: InteractionOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>().basePath(`${IDP_PATH}/interaction`);
  const action = (uid: string): string =>
    `${IDP_PATH}/interaction/${encodeURIComponent(uid)}/login`;

  app.get('/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid')) return c.html(renderErrorPage(EXPIRED), 400);
    if (details.prompt.name !== 'login') {
      return c.html(
        renderErrorPage(`The sign-in step "${details.prompt.name}" is not supported.`),
        400,
      );
    }
    return c.html(renderSignInPage({ action: action(details.uid), demoEmails }));
  });

  app.post('/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid')) return c.html(renderErrorPage(EXPIRED), 400);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const user = email && password ? await users.authenticate(email, password) : undefined;
    if (!user) {
      return c.html(
        renderSignInPage({ action: action(details.uid), email, failed: true, demoEmails }),
      );
    }
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, {
      login: { accountId: user.id },
    });
    return c.redirect(returnTo, 303);
  });

  app.onError((error, c) => {
    // A missing or expired interaction cookie: the user starts the sign-in again.
    if (error.name === 'SessionNotFound') return c.html(renderErrorPage(EXPIRED), 400);
    console.error('Sign-in failed:', error);
    return c.html(
      renderErrorPage('Something went wrong while signing you in. Please try again.'),
      500,
    );
  });

  return app;
}
