// The few shapes every area's routes are made of: a guarded screen, a level whose own address
// redirects, a plain redirect, and a tabbed screen. Screens load lazily through loadChunk, so
// each screen module is its own chunk and a failed chunk reaches the route's error screen.
// The screen shows once its area's texts are there in the language in use (they come with
// its code, i18n/console-messages.ts), and, unless it is one of the start's, once the SDK
// resources outside the start are (app/start-resources.ts).
import type { ComponentType } from 'react';
import {
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { fleetApp } from '../app/fleet-app';
import { consoleTextsReady } from '../i18n/console-locale';
import { fillPattern } from './breadcrumbs';
import { checkAccess, notFound } from './guards';
import { loadChunk } from './lazy-chunk';
import type { GuardedHandle } from './route-handle';
import { tabLabel, type TabSet } from './tabs';

/** A screen module: its default screen is exported as `Component` (react-router's name). */
export interface ScreenModule {
  Component: ComponentType;
}

export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The SDK resources a screen calls: only the start's (app/start-resources.ts: the screens
 * whose code is in the start, the device list and the dashboard), or any (the others, loaded
 * beside the screen's code).
 */
export type ScreenResources = 'start' | 'any';

/**
 * react-router's `lazy` for a screen: only its component, loaded while the guard runs, the
 * SDK resources it calls, and the texts its code added in the languages asked for (nothing to
 * wait for in en-US).
 */
export function lazyScreen(
  load: ScreenLoader,
  resources: ScreenResources = 'any',
): RouteObject['lazy'] {
  return {
    Component: async () => {
      const [{ Component }] = await Promise.all([
        loadChunk(load),
        resources === 'any' && loadChunk(() => fleetApp().moreResources()),
      ]);
      await consoleTextsReady();
      return Component;
    },
  };
}

/**
 * Guards depend on the path, not the query: a change of query only (list state in the URL,
 * e.g. ?search=) runs no guard again, so the screen gets the new query at once. Other
 * revalidations (a new path, a revalidate() after the features changed) run them as usual.
 */
export const skipGuardsOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export interface ScreenOptions {
  /** Starts the screen's first data beside the guard (it must not wait for it). */
  startData?: (args: LoaderFunctionArgs) => void;
  /** The SDK resources the screen calls ('any' unless it is one of the start's). */
  resources?: ScreenResources;
}

/** A screen of the main layout (an index screen when `path` is undefined), with its guard. */
export function screen(
  path: string | undefined,
  handle: GuardedHandle,
  load: ScreenLoader,
  { startData, resources }: ScreenOptions = {},
): RouteObject {
  const guarded = {
    handle,
    loader: (args: LoaderFunctionArgs) => {
      startData?.(args);
      return checkAccess(args, handle);
    },
    shouldRevalidate: skipGuardsOnQueryChange,
    lazy: lazyScreen(load, resources),
  };
  if (path === undefined) return { index: true, ...guarded };
  return { path, ...guarded };
}

/** A level with a crumb whose own address redirects to `target`. */
export function redirecting(
  path: string,
  handle: GuardedHandle,
  target: string,
  children: RouteObject[],
): RouteObject {
  return {
    path,
    handle: { ...handle, redirects: true },
    children: [
      { index: true, loader: ({ params }) => redirect(fillPattern(target, params)) },
      ...children,
    ],
  };
}

export function redirectTo(path: string, target: string): RouteObject {
  return { path, loader: ({ params }) => redirect(fillPattern(target, params)) };
}

/** Checks the `tab` parameter against `set`: unknown tabs are not found; each has its guard. */
export function tabGuard(set: TabSet) {
  return (args: LoaderFunctionArgs) => {
    const tab = args.params.tab;
    const spec = tab !== undefined && Object.hasOwn(set, tab) ? set[tab] : undefined;
    if (!spec) return notFound();
    return checkAccess(args, spec);
  };
}

/** A tab of a tabbed screen (one screen module for all its tabs). */
export function tabs(
  path: string,
  set: TabSet,
  handle: GuardedHandle,
  options: { load: ScreenLoader; children?: RouteObject[] },
): RouteObject {
  const { load, children } = options;
  const route: RouteObject = {
    path,
    handle: { ...handle, crumb: ({ tab }) => tabLabel(set, tab) } satisfies GuardedHandle,
    loader: tabGuard(set),
    shouldRevalidate: skipGuardsOnQueryChange,
  };
  if (!children) return { ...route, lazy: lazyScreen(load) };
  return {
    ...route,
    children: [{ index: true, handle, lazy: lazyScreen(load) }, ...children],
  };
}
