import { describe, expect, it, vi } from 'vitest';
import { bannerActionEffect, registerBannerHandler } from './banner-actions';

const action = { label: 'Go', dismissOnClick: false };

describe('SPEC §3 Banner actions: what a banner button does', () => {
  it('opens a console route', () => {
    expect(bannerActionEffect({ ...action, route: '/lockboxes/create' })).toEqual({
      kind: 'route',
      to: '/lockboxes/create',
    });
  });

  it('opens a web address in its target', () => {
    expect(
      bannerActionEffect({ ...action, url: 'https://example.com/notes', target: '_blank' }),
    ).toEqual({ kind: 'url', href: 'https://example.com/notes', target: '_blank' });
  });

  it('never follows a script address or another origin as a route', () => {
    expect(bannerActionEffect({ ...action, url: 'javascript:alert(1)' })).toBeUndefined();
    expect(bannerActionEffect({ ...action, route: '//evil.example/x' })).toBeUndefined();
  });

  it('runs a registered handler, and offers nothing while none is registered', () => {
    expect(bannerActionEffect({ ...action, handler: 'startFreeTrial' })).toBeUndefined();
    const handler = vi.fn();
    const unregister = registerBannerHandler('startFreeTrial', handler);
    const effect = bannerActionEffect({ ...action, handler: 'startFreeTrial' });
    expect(effect?.kind).toBe('handler');
    if (effect?.kind === 'handler') effect.run();
    expect(handler).toHaveBeenCalledOnce();
    unregister();
    expect(bannerActionEffect({ ...action, handler: 'startFreeTrial' })).toBeUndefined();
  });
});
