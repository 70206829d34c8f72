// Where a banner shows (SPEC §3 Banner container): 'global' and 'top' banners above every
// screen of the main layout, and an area's own banners above that area's screens — the
// container is the area's first path segment ('dashboard' for /, 'packages' for /packages/…).
// Container 'notification' belongs to the notification list, never here.

export const EVERYWHERE_CONTAINERS = ['global', 'top'] as const;

/** The area a path belongs to, as a banner container name. */
export function areaContainer(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined || first === 'dashboard' ? 'dashboard' : first;
}

/** The containers whose banners show on `pathname`. */
export function containersForPath(pathname: string): readonly string[] {
  return [...EVERYWHERE_CONTAINERS, areaContainer(pathname)];
}

/** Of the visible banners (highest priority first), those for `pathname`, order kept. */
export function bannersForPath<B extends { container?: string | null }>(
  banners: readonly B[],
  pathname: string,
): B[] {
  const containers = new Set(containersForPath(pathname));
  return banners.filter((banner) => containers.has(banner.container ?? 'global'));
}
