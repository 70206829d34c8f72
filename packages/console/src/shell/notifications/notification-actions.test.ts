import { createNotification, notificationFromBanner } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { notificationLinks } from './notification-actions';

describe('SPEC §8 notification templates: their actions', () => {
  it("the account notification offers 'View Profile' to /account/information", () => {
    const notice = createNotification('confirmAccount', { id: 'n1', createdAt: new Date(0) });
    expect(notificationLinks(notice)).toEqual([
      {
        key: '0:notification.viewProfile',
        label: 'notification.viewProfile',
        literal: false,
        to: { route: '/account/information' },
      },
    ]);
  });

  it('templates without an action offer none', () => {
    expect(
      notificationLinks(createNotification('error', { id: 'n2', createdAt: new Date(0) })),
    ).toEqual([]);
  });

  it("a banner's actions keep their literal labels, routes and addresses", () => {
    const notice = notificationFromBanner(
      {
        id: 'b1',
        title: 'New package sources',
        actions: [
          { label: 'View sources', route: '/packages/sources/list' },
          { label: 'Release notes', url: 'https://example.com/notes' },
          { label: 'Nowhere' },
        ],
      },
      new Date(0),
    );
    expect(notificationLinks(notice)).toEqual([
      {
        key: '0:View sources',
        label: 'View sources',
        literal: true,
        to: { route: '/packages/sources/list' },
      },
      {
        key: '1:Release notes',
        label: 'Release notes',
        literal: true,
        to: { url: 'https://example.com/notes' },
      },
    ]);
  });
});
