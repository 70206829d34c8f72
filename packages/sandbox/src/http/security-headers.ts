// The headers that keep browsers from turning the sandbox's pages against their users
// (docs/security.md, "Browser security"): a Content-Security-Policy without 'unsafe-inline'
// or 'unsafe-eval' on every page, who may frame them, no sniffing, no referrer, and API
// answers that no cache keeps.
import { createHash } from 'node:crypto';

/** Which part of the sandbox answers a path (see server.ts). Everything shares one origin. */
export type Destination = 'interactions' | 'idp' | 'api' | 'site';

/** Nobody may frame the console or the sign-in pages unless the sandbox is told otherwise. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'none'"];

export interface PagePolicyOptions {
  /** The CSP `frame-ancestors` sources of the console and the sign-in pages. */
  frameAncestors: readonly string[];
  /** Hashes (`'sha256-…'`) of the inline <style> blocks the sandbox's own pages carry. */
  siteStyleHashes: readonly string[];
  identityStyleHashes: readonly string[];
}

/** The CSP source of an inline <style> or <script> block, for a policy without 'unsafe-inline'. */
export function inlineSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const policy = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The policies by destination. The console loads only its own files; it talks to its own
 * origin ('self' covers the live channel's ws: address in CSP Level 3 browsers) and, for
 * remote package sources, to any http(s) address.
 * The identity provider's pages are plain forms: no script of their own (oidc-provider adds
 * the hash of its form_post script to `script-src` itself), styles by hash. `form-action`
 * is left out there on purpose: browsers apply it to the redirect after the form, which goes
 * to the client's redirect address (a console on a loopback port during development).
 */
export function contentSecurityPolicies(options: PagePolicyOptions): Record<Destination, string> {
  const frameAncestors = options.frameAncestors;
  const identity = policy({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': options.identityStyleHashes,
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'frame-ancestors': frameAncestors,
  });
  return {
    site: policy({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", ...options.siteStyleHashes],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      // The package sources screen reads a remote delegation source's Last-Modified straight
      // from the browser (without the user's token): those addresses are the user's own
      // choice, on any host. Scripts stay confined to the console's origin.
      'connect-src': ["'self'", 'https:', 'http:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': frameAncestors,
    }),
    interactions: identity,
    idp: identity,
    // Data, never a page: nothing in it may load or run, and nobody may frame it.
    api: policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
  };
}

/** Headers every answer of the sandbox carries, whatever part answers it. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Console addresses carry device names and searches; no other site needs to see them.
  'Referrer-Policy': 'no-referrer',
};

/**
 * A CSP `frame-ancestors` source list from its text (`--frame-ancestors`, FRAME_ANCESTORS):
 * `'none'`, `'self'`, or origins such as `https://portal.example.com` and
 * `https://*.example.com`, separated by spaces. Throws a readable error for anything else,
 * so no text can add a directive of its own.
 */
export function parseFrameAncestors(text: string): string[] {
  const sources = text.trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) throw new Error('give at least one source');
  for (const source of sources) {
    const keyword = source === "'none'" || source === "'self'";
    const origin = /^(https?:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?\/?$/i.test(source);
    const scheme = /^https?:$/i.test(source);
    if (!keyword && !origin && !scheme)
      throw new Error(
        `"${source}" is not 'none', 'self', a scheme (https:) or an origin such as https://portal.example.com`,
      );
  }
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error("'none' cannot be combined with other sources");
  return sources;
}
