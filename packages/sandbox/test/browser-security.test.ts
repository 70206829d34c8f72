import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { Browser, tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

// Issue #10, point 4: every page the sandbox serves carries a Content-Security-Policy without
// 'unsafe-inline' or 'unsafe-eval' that allows exactly the inline blocks the page has; nobody
// may frame the pages unless the sandbox is told who may; no sniffing, no referrer; API
// answers are never cached. (That browsers run the console under it without a single
// violation is proved by every Playwright journey: see packages/console/e2e/csp-guard.ts.)

/** The directives of a policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline <style> and <script> block, and every style="" attribute, of a page. */
function inlineParts(html: string) {
  return {
    styles: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? ''),
    scripts: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)],
    styleAttributes: [...html.matchAll(/\sstyle=/g)],
  };
}

/** A page under the policy: no unsafe sources, and every inline block allowed by its hash. */
function expectStrictPolicy(response: Response, html: string) {
  const policy = response.headers.get('content-security-policy');
  expect(policy).toBeTruthy();
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/);
  const parsed = directives(policy);
  const { styles, scripts, styleAttributes } = inlineParts(html);
  for (const style of styles) expect(parsed.get('style-src')).toContain(sha256(style));
  expect(scripts).toEqual([]);
  expect(styleAttributes).toEqual([]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return parsed;
}

/** The sandbox's sign-in page, reached as a browser does from an authorization request. */
async function signInPage(sandbox: Sandbox): Promise<{ response: Response; html: string }> {
  const browser = new Browser();
  const authorize = new URL(`${sandbox.url}/idp/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'fleet-console',
    response_type: 'code',
    redirect_uri: `${sandbox.url}/callback`,
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const { response } = await browser.follow(
    await browser.request(authorize.href),
    authorize.href,
    `${sandbox.url}/callback`,
  );
  return { response, html: await response.text() };
}

describe('browser security headers', () => {
  let sandbox: Sandbox;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = path.join(tempDataDir(), 'dist');
    sandbox = await startTestSandbox({ consoleDir });
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
    removeDir(path.dirname(consoleDir));
  });

  it('serves the not-built page under a strict policy that allows its own style', async () => {
    const response = await fetch(`${sandbox.url}/devices`);
    const html = await response.text();
    expect(html).toContain('The console is not built yet');
    expect(inlineParts(html).styles).toHaveLength(1);
    expectStrictPolicy(response, html);
  });

  it('serves the console with scripts and styles from its own origin only, unframeable', async () => {
    mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Fleet Console</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'app.js'), 'console.log(1)');

    const response = await fetch(`${sandbox.url}/fleets/abc`);
    const policy = expectStrictPolicy(response, await response.text());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    const asset = await fetch(`${sandbox.url}/assets/app.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeTruthy();
  });

  it('serves the sign-in page under a strict policy: its style by hash, no script', async () => {
    const { response, html } = await signInPage(sandbox);
    expect(html).toContain('<label for="email">Email</label>');
    const policy = expectStrictPolicy(response, html);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('serves the provider’s own pages (an error) under the same policy', async () => {
    const response = await fetch(`${sandbox.url}/idp/auth?client_id=nobody`);
    const html = await response.text();
    expect(html).toContain('Sign-in problem');
    expectStrictPolicy(response, html);
  });

  it('marks every API answer no-store and nosniff, readable from any origin: success, refusal, unknown route', async () => {
    const token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const answers = await Promise.all([
      fetch(`${sandbox.url}/api/v2beta/auth/discover`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      fetch(`${sandbox.url}/api/v2beta/auth/discover`),
      fetch(`${sandbox.url}/api/v2beta/no/such/route`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(answer.headers.get('content-security-policy')).get('default-src')).toEqual([
        "'none'",
      ]);
      // Bearer tokens, not cookies, authenticate the API: any page may call it (CORS).
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-expose-headers')).toBe(
        'Retry-After,Last-Modified,Content-Disposition',
      );
    }
  });

  it('answers an API preflight with the methods and headers a page may send', async () => {
    const response = await fetch(`${sandbox.url}/api/v2beta/devices`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://portal.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,force,X-Force',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });
});

describe('frame-ancestors, when the sandbox is told who may frame its pages', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({
      frameAncestors: ["'self'", 'https://portal.example.com'],
    });
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('names them on the console and the sign-in pages, never on the API', async () => {
    const allowed = ["'self'", 'https://portal.example.com'];
    const site = await fetch(`${sandbox.url}/`);
    expect(directives(site.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(
      allowed,
    );
    const { response } = await signInPage(sandbox);
    expect(
      directives(response.headers.get('content-security-policy')).get('frame-ancestors'),
    ).toEqual(allowed);
    const apiAnswer = await fetch(`${sandbox.url}/api/v2beta/auth/discover`);
    expect(
      directives(apiAnswer.headers.get('content-security-policy')).get('frame-ancestors'),
    ).toEqual(["'none'"]);
  });
});
