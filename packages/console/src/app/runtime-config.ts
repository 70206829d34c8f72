// Runtime configuration (public/config.json beside index.html), read at start, so one build
// runs against the sandbox or any compatible API without rebuilding.

export interface RuntimeConfig {
  /** The API origin; the console's own origin when empty. */
  apiBaseUrl: string;
  /** The OpenID Connect issuer; a path is taken on the console's origin. */
  oidcAuthority: string;
  oidcClientId: string;
  /** The live channel's base (ws: or http: origin); the API origin when empty. */
  liveUrl: string;
  /** Where the trial dialog sends people who want to talk to sales (SPEC §2, §8). */
  salesEmail: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  oidcAuthority: '/idp',
  oidcClientId: 'fleet-console',
  liveUrl: '',
  salesEmail: 'sales@example.com',
};

/** Fills what the file leaves out with the defaults and makes every address absolute. */
export function resolveConfig(file: Partial<RuntimeConfig>, origin: string): RuntimeConfig {
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  const absolute = (address: string) => new URL(address, origin).href.replace(/\/$/, '');
  const apiBaseUrl = absolute(text(file.apiBaseUrl, origin));
  return {
    apiBaseUrl,
    oidcAuthority: absolute(text(file.oidcAuthority, DEFAULT_CONFIG.oidcAuthority)),
    oidcClientId: text(file.oidcClientId, DEFAULT_CONFIG.oidcClientId),
    liveUrl: absolute(text(file.liveUrl, apiBaseUrl)),
    salesEmail: text(file.salesEmail, DEFAULT_CONFIG.salesEmail),
  };
}

/**
 * Reads config.json; a missing file means the defaults (the sandbox on the same origin).
 * index.html preloads it, and this read takes that answer: the file is to be served with
 * `Cache-Control: no-cache` (as the sandbox does), so a new configuration is read at once.
 */
export async function loadRuntimeConfig(origin = window.location.origin): Promise<RuntimeConfig> {
  const response = await fetch('/config.json');
  if (response.status === 404) return resolveConfig({}, origin);
  if (!response.ok) throw new Error(`Could not read config.json (HTTP ${response.status}).`);
  return resolveConfig((await response.json()) as Partial<RuntimeConfig>, origin);
}
