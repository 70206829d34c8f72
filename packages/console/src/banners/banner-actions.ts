// What a banner's button does (SPEC §3 Banner actions): open a console route, open a web
// address (in its target), or run a handler the console registered by name (e.g. the trial
// dialog registers 'startFreeTrial'). An action that can do none of these is not shown.
import type { components } from '@fleet/sdk';
import { signal } from '@preact/signals-react';

export type BannerAction = components['schemas']['BannerAction'];

export type BannerActionEffect =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string; target: string | undefined }
  | { kind: 'handler'; run: () => void };

export type BannerHandler = () => void;

// A signal, so a banner shown before its handler was registered gains its button then.
const handlers = signal<ReadonlyMap<string, BannerHandler>>(new Map());

/** Makes `name` available to banner actions; returns how to take it back. */
export function registerBannerHandler(name: string, handler: BannerHandler): () => void {
  handlers.value = new Map(handlers.peek()).set(name, handler);
  return () => {
    if (handlers.peek().get(name) !== handler) return;
    const next = new Map(handlers.peek());
    next.delete(name);
    handlers.value = next;
  };
}

function webAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    // Only web addresses: a javascript: or data: link in a banners file must never run.
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A console route: a path on this origin, never a scheme-relative '//host' address. */
function consoleRoute(route: string): string | undefined {
  return route.startsWith('/') && !route.startsWith('//') ? route : undefined;
}

export function bannerActionEffect(
  action: BannerAction,
  lookup: (name: string) => BannerHandler | undefined = (name) => handlers.value.get(name),
): BannerActionEffect | undefined {
  const to = action.route === undefined ? undefined : consoleRoute(action.route);
  if (to !== undefined) return { kind: 'route', to };
  const href = action.url === undefined ? undefined : webAddress(action.url);
  if (href !== undefined) return { kind: 'url', href, target: action.target };
  const run = action.handler === undefined ? undefined : lookup(action.handler);
  if (run !== undefined) return { kind: 'handler', run };
  return undefined;
}
