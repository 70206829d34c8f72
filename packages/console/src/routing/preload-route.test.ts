import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preload-route';

describe('loading a route’s code ahead of the router', () => {
  it('starts the lazy parts of every route the address matches, and only those', async () => {
    const layout = vi.fn(async () => 'layout');
    const list = vi.fn(async () => 'list');
    const other = vi.fn(async () => 'other');
    const failing = vi.fn(async () => Promise.reject(new Error('chunk missing')));
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: { Component: layout } as unknown as RouteObject['lazy'],
        children: [
          {
            path: 'devices',
            lazy: { Component: list, loader: failing } as unknown as RouteObject['lazy'],
          },
          { path: 'fleets', lazy: { Component: other } as unknown as RouteObject['lazy'] },
        ],
      },
    ];
    preloadRoute(routes, '/devices?search=x');
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(layout).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('does nothing for an address no route matches', () => {
    const lazy = vi.fn(async () => 'x');
    preloadRoute(
      [{ path: 'devices', lazy: { Component: lazy } as unknown as RouteObject['lazy'] }],
      '/nowhere',
    );
    expect(lazy).not.toHaveBeenCalled();
  });
});
