import { describe, expect, it } from 'vitest';
import { areaContainer, bannersForPath, containersForPath } from './banner-placement';

describe('SPEC §3 Banner container: where banners show in the main layout', () => {
  it('names the area by its first path segment, the dashboard for /', () => {
    expect(areaContainer('/')).toBe('dashboard');
    expect(areaContainer('/dashboard')).toBe('dashboard');
    expect(areaContainer('/packages/app/1.0/content')).toBe('packages');
    expect(areaContainer('/devices')).toBe('devices');
  });

  it('shows global and top banners everywhere, plus the area’s own', () => {
    expect(containersForPath('/fleets/f1/overview')).toEqual(['global', 'top', 'fleets']);
  });

  it('keeps the priority order and leaves other areas’ and notification banners out', () => {
    const banners = [
      { id: 'maintenance', container: 'global' },
      { id: 'trial', container: 'dashboard' },
      { id: 'os-release', container: 'packages' },
      { id: 'sources', container: 'notification' },
      { id: 'no-container' },
    ];
    expect(bannersForPath(banners, '/').map((b) => b.id)).toEqual([
      'maintenance',
      'trial',
      'no-container',
    ]);
    expect(bannersForPath(banners, '/packages').map((b) => b.id)).toEqual([
      'maintenance',
      'os-release',
      'no-container',
    ]);
  });
});
