import { describe, expect, it } from 'vitest';
import { fakeFleet } from './testing/fake-fleet';
import { assignment, device, pageOf, uuidFor } from './testing/store-fixtures';
import { recentUpdateActivity } from './update-activity';

describe('the recent update activity', () => {
  it("lists the newest assignments with their device's name and packages", async () => {
    const fake = fakeFleet({
      'GET /api/v2beta/updates': {
        status: 200,
        body: pageOf([
          { ...assignment(), deviceUuid: uuidFor(1), inFlight: true },
          { ...assignment(), deviceUuid: uuidFor(2) },
        ]),
      },
      'GET /api/v2beta/devices': {
        status: 200,
        body: pageOf([device(1, { deviceName: 'Press 001' })]),
      },
    });
    const activity = await recentUpdateActivity(fake.fleet).fetch(new AbortController().signal);
    expect(activity).toEqual([
      {
        deviceUuid: uuidFor(1),
        deviceName: 'Press 001',
        correlationId: assignment().correlationId,
        packageIds: ['my-app-1.3.0'],
        createdAt: '2025-05-12T08:00:00Z',
        inFlight: true,
      },
      expect.objectContaining({ deviceName: uuidFor(2), inFlight: false }),
    ]);
    expect(fake.sent('GET /api/v2beta/updates')[0]!.query.get('limit')).toBe('5');
  });

  it('asks for no device when nothing is assigned', async () => {
    const fake = fakeFleet({ 'GET /api/v2beta/updates': { status: 200, body: pageOf([]) } });
    await expect(
      recentUpdateActivity(fake.fleet).fetch(new AbortController().signal),
    ).resolves.toEqual([]);
    expect(fake.sent('GET /api/v2beta/devices')).toHaveLength(0);
  });
});
