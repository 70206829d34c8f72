import { formatMessage } from '@fleet/sdk/domain';
import { escapeHtml } from '../http/html.js';

/** The CSS of every sign-in page, inline: the sandbox's policy allows exactly it, by hash. */
export const SIGN_IN_PAGE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(24rem, 90vw); padding: 2rem; border: 1px solid GrayText; border-radius: 0.75rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; font: inherit; border: 1px solid GrayText; border-radius: 0.4rem; }
  input:focus-visible, button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; border: 0; border-radius: 0.4rem; background: #1f5fbf; color: #fff; cursor: pointer; }
  button.secondary { background: transparent; color: inherit; border: 1px solid GrayText; }
  .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.4rem; background: #fde8e8; color: #8a1c1c; }
  .hint { margin-top: 1.5rem; font-size: 0.9rem; }
  code { font-size: 0.9em; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Fleet Console</title>
<style>${SIGN_IN_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageOptions {
  /** Where the form posts to. */
  action: string;
  /** The email typed last time, kept after a failed attempt. */
  email?: string;
  /** Set after a failed attempt: the form shows 'Invalid email or password.' */
  failed?: boolean;
  /** Demo account emails to show as a hint (password `demo`). */
  demoEmails?: readonly string[];
}

/** The identity provider's sign-in page: labelled Email and Password fields, a Sign in button. */
export function renderSignInPage({
  action,
  email = '',
  failed = false,
  demoEmails = [],
}: SignInPageOptions): string {
  const error = failed
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(formatMessage('auth.invalidEmailOrPassword'))}</p>`
    : '';
  const described = failed ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const hint = demoEmails.length
    ? `<p class="hint">Demo accounts: ${demoEmails.map((demo) => `<code>${escapeHtml(demo)}</code>`).join(', ')}; password <code>demo</code>.</p>`
    : '';
  return page(
    'Sign in',
    `<h1>Sign in to Fleet Console</h1>
${error}<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${failed ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${hint}`,
  );
}

/** An error of the identity provider (expired sign-in, bad request...). */
export function renderErrorPage(message: string): string {
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">Back to the console</a></p>`,
  );
}

/**
 * The sign-out confirmation. `form` is the provider's own hidden form (`op.logoutForm`),
 * which the two buttons submit.
 */
export function renderSignOutPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out of Fleet Console?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<p class="hint"><button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button></p>`,
  );
}

export function renderSignedOutPage(): string {
  return page(
    'Signed out',
    `<h1>You are signed out</h1>
<p><a href="/">Back to the console</a></p>`,
  );
}
