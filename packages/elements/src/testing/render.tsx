// Mounts React trees for browser tests inside a FleetRoot (theme, locale, toasts), and
// cleans them up after each test. No act(): renders commit synchronously (flushSync), React
// commits updates from real input events before the event returns, and anything later
// (timers, floating positions) is awaited with waitFor, as a user would see it.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadUiLanguage } from '../i18n/ui-messages.js';
import { FleetRoot, type FleetRootProps } from '../root/FleetRoot.js';

const mounted: { root: Root; container: HTMLElement }[] = [];

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): void;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export async function render(
  ui: ReactNode,
  rootProps: Omit<FleetRootProps, 'children'> = {},
): Promise<Rendered> {
  // As a page that has chosen its language: the texts are there before the first render.
  if (rootProps.locale) await loadUiLanguage(rootProps.locale);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  const wrap = (node: ReactNode) => <FleetRoot {...rootProps}>{node}</FleetRoot>;
  flushSync(() => root.render(wrap(ui)));
  await nextFrame();
  return {
    container,
    rerender: async (next) => {
      flushSync(() => root.render(wrap(next)));
      await nextFrame();
    },
    unmount: () => root.unmount(),
  };
}

/** Runs a step (real input, a store change) and waits a frame for React to paint it. */
export async function settle(step?: () => unknown): Promise<void> {
  await step?.();
  await nextFrame();
}

export function cleanup(): void {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
}

if (typeof afterEach === 'function') afterEach(cleanup);
