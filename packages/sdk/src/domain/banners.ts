// SPEC §4 banners: which promotional banners a user sees now. A banner shows inside its
// startDate..endDate, until dismissed, to the user types it targets; banners whose container
// is 'notification' are shown as notifications instead (see notificationFromBanner).
import type { UserType } from './roles.js';

export const BANNER_TARGET_ALL = 'all';
export const NOTIFICATION_CONTAINER = 'notification';

/** The banner fields (from banners.yaml) that visibility reads. */
export interface BannerVisibilityInput {
  id: string;
  /** ISO date or date-time; absent means "already started". */
  startDate?: string | null;
  /** ISO date or date-time; absent means "never ends". A date alone lasts all that day (UTC). */
  endDate?: string | null;
  /** Larger shows first; absent counts as 0. */
  priority?: number | null;
  container?: string | null;
  targeting?: { userTypes?: readonly string[] | null } | null;
}

export interface BannerContext {
  readonly now: Date;
  readonly dismissedBannerIds: readonly string[];
  /** The user's types (roles.userTypes); a banner for 'all' or for any of them matches. */
  readonly userTypes: readonly UserType[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

// An unreadable date hides the banner: a misconfigured promotion should not show forever.
function boundary(value: string | null | undefined, end: boolean): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return end && DATE_ONLY.test(value) ? time + DAY_MS - 1 : time;
}

export function isBannerInDateRange(banner: BannerVisibilityInput, now: Date): boolean {
  const start = boundary(banner.startDate, false);
  const end = boundary(banner.endDate, true);
  if (start === null || end === null) return false;
  const t = now.getTime();
  return (start === undefined || t >= start) && (end === undefined || t <= end);
}

export function isBannerTargeted(
  banner: BannerVisibilityInput,
  userTypes: readonly UserType[],
): boolean {
  const targets = banner.targeting?.userTypes;
  if (!targets || targets.length === 0) return true;
  return targets.some(
    (t) => t === BANNER_TARGET_ALL || (userTypes as readonly string[]).includes(t),
  );
}

export function isBannerVisible(banner: BannerVisibilityInput, context: BannerContext): boolean {
  return (
    !context.dismissedBannerIds.includes(banner.id) &&
    isBannerInDateRange(banner, context.now) &&
    isBannerTargeted(banner, context.userTypes)
  );
}

const byPriority = (a: BannerVisibilityInput, b: BannerVisibilityInput) =>
  (b.priority ?? 0) - (a.priority ?? 0);

/** Banners to show as banners, highest priority first (ties keep their file order). */
export function visibleBanners<B extends BannerVisibilityInput>(
  banners: readonly B[],
  context: BannerContext,
): B[] {
  return banners
    .filter((b) => b.container !== NOTIFICATION_CONTAINER && isBannerVisible(b, context))
    .sort(byPriority);
}

/** Visible banners that belong in the notification list, highest priority first. */
export function notificationBanners<B extends BannerVisibilityInput>(
  banners: readonly B[],
  context: BannerContext,
): B[] {
  return banners
    .filter((b) => b.container === NOTIFICATION_CONTAINER && isBannerVisible(b, context))
    .sort(byPriority);
}

/** The dismissed-banners option value after dismissing one more. */
export function dismissBanner(dismissedBannerIds: readonly string[], bannerId: string): string[] {
  return dismissedBannerIds.includes(bannerId)
    ? [...dismissedBannerIds]
    : [...dismissedBannerIds, bannerId];
}
