import { describe, expect, it } from 'vitest';
import {
  dismissBanner,
  isBannerInDateRange,
  isBannerVisible,
  notificationBanners,
  visibleBanners,
  type BannerContext,
} from './banners.js';

const now = new Date('2025-06-15T12:00:00Z');
const context: BannerContext = { now, dismissedBannerIds: [], userTypes: ['standard'] };

describe('SPEC §4 banner date range', () => {
  it('shows inside startDate..endDate', () => {
    expect(
      isBannerInDateRange(
        { id: 'a', startDate: '2025-06-01T00:00:00Z', endDate: '2025-06-30T00:00:00Z' },
        now,
      ),
    ).toBe(true);
  });

  it('hides before the start and after the end', () => {
    expect(isBannerInDateRange({ id: 'a', startDate: '2025-06-16T00:00:00Z' }, now)).toBe(false);
    expect(isBannerInDateRange({ id: 'a', endDate: '2025-06-15T11:59:59Z' }, now)).toBe(false);
  });

  it('treats a missing date as open', () => {
    expect(isBannerInDateRange({ id: 'a' }, now)).toBe(true);
    expect(isBannerInDateRange({ id: 'a', startDate: null, endDate: '' }, now)).toBe(true);
  });

  it('keeps a date-only end date for that whole day', () => {
    expect(isBannerInDateRange({ id: 'a', endDate: '2025-06-15' }, now)).toBe(true);
    expect(isBannerInDateRange({ id: 'a', endDate: '2025-06-14' }, now)).toBe(false);
  });

  it('hides a banner with an unreadable date', () => {
    expect(isBannerInDateRange({ id: 'a', startDate: 'soon' }, now)).toBe(false);
  });
});

describe('SPEC §4 banner visibility', () => {
  it('hides a dismissed banner', () => {
    expect(isBannerVisible({ id: 'a' }, { ...context, dismissedBannerIds: ['a'] })).toBe(false);
    expect(isBannerVisible({ id: 'a' }, { ...context, dismissedBannerIds: ['b'] })).toBe(true);
  });

  it('shows a banner only to the user types it targets', () => {
    const forAdmins = { id: 'a', targeting: { userTypes: ['admin'] } };
    expect(isBannerVisible(forAdmins, context)).toBe(false);
    expect(isBannerVisible(forAdmins, { ...context, userTypes: ['admin', 'developer'] })).toBe(
      true,
    );
  });

  it("'all' and no targeting match everyone", () => {
    expect(
      isBannerVisible(
        { id: 'a', targeting: { userTypes: ['all'] } },
        { ...context, userTypes: [] },
      ),
    ).toBe(true);
    expect(isBannerVisible({ id: 'a', targeting: {} }, context)).toBe(true);
  });

  it('orders banners by priority, highest first, ties in file order', () => {
    const banners = [
      { id: 'low', priority: 1 },
      { id: 'none' },
      { id: 'high', priority: 10 },
      { id: 'low2', priority: 1 },
    ];
    expect(visibleBanners(banners, context).map((b) => b.id)).toEqual([
      'high',
      'low',
      'low2',
      'none',
    ]);
  });

  it("sends banners with container 'notification' to the notification list", () => {
    const banners = [
      { id: 'bar' },
      { id: 'note', container: 'notification' },
      { id: 'old-note', container: 'notification', endDate: '2020-01-01' },
    ];
    expect(visibleBanners(banners, context).map((b) => b.id)).toEqual(['bar']);
    expect(notificationBanners(banners, context).map((b) => b.id)).toEqual(['note']);
  });

  it('adds a dismissal once', () => {
    expect(dismissBanner(['a'], 'b')).toEqual(['a', 'b']);
    expect(dismissBanner(['a', 'b'], 'b')).toEqual(['a', 'b']);
  });
});
