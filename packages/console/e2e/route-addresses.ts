// Every screen address of the route table (SPEC §2), as the browser suites visit them: each
// route that shows a screen (redirects left out), its parameters filled from `values`, keyed
// by the pattern up to that parameter (e.g. '/devices/{id}', '/devices/{id}/{tab}'). A route
// added to the table is visited once merged; one with a parameter `values` does not know fails
// with a message saying which, so nothing is skipped silently.
import type { RouteObject } from 'react-router';
import { mainLayoutRoutes } from '../src/routing/areas/main-layout';
import { outsideLayoutRoutes } from '../src/routing/areas/outside-layout';

/** The values each parameter takes, by the pattern that ends with it. */
export type ParameterValues = Readonly<Record<string, readonly string[]>>;

export interface ScreenAddress {
  /** The route as SPEC §2 writes it, e.g. '/devices/{id}/{tab}'. */
  pattern: string;
  /** A real address of it, e.g. '/devices/5c0…/updates'. */
  address: string;
}

const table: RouteObject[] = [{ path: '/', children: mainLayoutRoutes }, ...outsideLayoutRoutes];

/** The pattern of every route that shows a screen, in the table's order. */
export function screenPatterns(routes: readonly RouteObject[] = table, parent = ''): string[] {
  return routes.flatMap((route) => {
    const segments = (route.path ?? '').split('/').filter(Boolean);
    const words = segments.map((segment) =>
      segment.startsWith(':') ? `{${segment.slice(1)}}` : segment,
    );
    const here = words.length > 0 ? `${parent}/${words.join('/')}` : parent;
    const own = route.lazy !== undefined ? [here === '' ? '/' : here] : [];
    return [...own, ...screenPatterns(route.children ?? [], here)];
  });
}

/** Every address of `pattern`: one per combination of its parameters' values. */
export function addressesOf(pattern: string, values: ParameterValues): string[] {
  let addresses = [''];
  let prefix = '';
  for (const word of pattern.split('/').filter(Boolean)) {
    prefix = `${prefix}/${word}`;
    if (!word.startsWith('{')) {
      addresses = addresses.map((address) => `${address}/${word}`);
      continue;
    }
    const options = values[prefix];
    if (!options || options.length === 0)
      throw new Error(`No value for ${prefix} (route ${pattern}): add one to the suite's values.`);
    addresses = addresses.flatMap((address) =>
      options.map((option) => `${address}/${encodeURIComponent(option)}`),
    );
  }
  return addresses.length === 1 && addresses[0] === '' ? ['/'] : addresses;
}

export function screenAddresses(values: ParameterValues): ScreenAddress[] {
  return [...new Set(screenPatterns())].flatMap((pattern) =>
    addressesOf(pattern, values).map((address) => ({ pattern, address })),
  );
}
