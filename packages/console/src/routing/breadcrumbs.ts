// SPEC §2 breadcrumbs: crumbs come from route metadata, path parameters become URL-encoded
// values, and a back action goes to the parent crumb, skipping a redirecting one when a tab (or
// a view, which selects a page the same way) is set: it would only lead back here. With no
// parent, it goes to the dashboard with tab=dashboard.
import { formatConsoleMessage, isConsoleMessageId } from '../i18n/console-messages';
import { crumbNameOf, type NamedThing } from './crumb-names';
import { isRouteHandle, type CrumbText, type RouteParams } from './route-handle';

export interface CrumbMatch {
  params: RouteParams;
  handle: unknown;
}

export interface TrailCrumb {
  label: string;
  /** Undefined for a level without a page of its own. */
  href: string | undefined;
  redirects: boolean;
  /** The device or fleet the crumb stands for, whose name replaces the id once known. */
  names?: { kind: NamedThing; id: string };
}

/** Where back goes when there is no parent crumb. */
export const BACK_FALLBACK = '/?tab=dashboard';

/** `/devices/{id}` with id 'a b' → `/devices/a%20b`. */
export function fillPattern(pattern: string, params: RouteParams): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

function label(crumb: CrumbText, params: RouteParams, locale: string | undefined): string {
  if (isConsoleMessageId(crumb)) return formatConsoleMessage(crumb, undefined, locale);
  return crumb.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The crumbs of the matched routes, outermost first; the last is the current page. Labels are
 * in `locale` (en-US by default).
 */
export function breadcrumbTrail(matches: readonly CrumbMatch[], locale?: string): TrailCrumb[] {
  const trail: TrailCrumb[] = [];
  for (const { params, handle } of matches) {
    if (!isRouteHandle(handle) || handle.crumb === undefined) continue;
    const crumb = typeof handle.crumb === 'function' ? handle.crumb(params) : handle.crumb;
    const text = label(crumb, params, locale);
    const id = params.id;
    trail.push({
      label: text,
      href: handle.unlinked ? undefined : fillPattern(handle.pattern, params),
      redirects: handle.redirects === true,
      ...(handle.names !== undefined && id !== undefined && { names: { kind: handle.names, id } }),
    });
  }
  return trail;
}

/** The trail with each device's and fleet's name where known (the id until then). */
export function namedTrail(
  trail: readonly TrailCrumb[],
  known: ReadonlyMap<string, string>,
): TrailCrumb[] {
  return trail.map((crumb) => {
    const name = crumb.names && crumbNameOf(known, crumb.names.kind, crumb.names.id);
    return name === undefined ? crumb : { ...crumb, label: name };
  });
}

/** Where the back action goes from the current page. */
export function backTarget(matches: readonly CrumbMatch[]): string {
  const trail = breadcrumbTrail(matches);
  const tabSet = matches.some(
    ({ params }) => params.tab !== undefined || params.view !== undefined,
  );
  for (let index = trail.length - 2; index >= 0; index -= 1) {
    const parent = trail[index];
    if (parent?.href === undefined || (tabSet && parent.redirects)) continue;
    return parent.href;
  }
  return BACK_FALLBACK;
}
