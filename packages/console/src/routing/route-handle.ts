// What a route says about itself (react-router's `handle`): the screen's name and SPEC §2
// pattern, its crumb, and what guards it. Breadcrumbs and guards read it.
import type { FeatureId, RestrictedRoute } from '@fleet/sdk/domain';
import type { ConsoleMessageId } from '../i18n/console-messages';
import type { NamedThing } from './crumb-names';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A crumb's label: a catalogue text, or a path parameter's value (`'{name}'`). */
export type CrumbText = ConsoleMessageId | `{${string}}`;

export interface RouteHandle {
  /** The screen's name, e.g. 'Device list'. */
  screen?: string;
  /** The route as SPEC §2 writes it, e.g. '/devices/{id}/{tab}'. */
  pattern: string;
  /** The crumb's label: a catalogue text, or `{param}` for the parameter's value. */
  crumb?: CrumbText | ((params: RouteParams) => CrumbText);
  /** The crumb's own address redirects (e.g. /devices/{id} → …/updates). */
  redirects?: boolean;
  /** The crumb names a level with no page of its own (e.g. a package version). */
  unlinked?: boolean;
  /** The crumb's `{id}` is a device's or fleet's: the crumb shows its name once known. */
  names?: NamedThing;
}

/** A route handle whose restriction and feature a guard checks. */
export interface GuardedHandle extends RouteHandle {
  restricted?: RestrictedRoute;
  feature?: FeatureId;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).pattern === 'string'
  );
}
