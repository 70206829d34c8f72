import type { Package } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, newDraft, type RolloutDraft } from './rollout-draft';
import { checkDraft } from './rollout-request';

const pkg = { packageId: 'gateway-os-7.1.0', name: 'gateway-os', version: '7.1.0' } as Package;

const complete = (change: Partial<RolloutDraft> = {}): RolloutDraft => ({
  ...newDraft(),
  name: ' Gateway OS 7.1 ',
  fleets: [{ id: 'f1', name: 'Pilot' }],
  packages: [pkg],
  ...change,
});

describe('a draft as a rollout definition', () => {
  it('sends the 3-phase example: wait, approval, then the rest with no step after', () => {
    const check = checkDraft(complete());
    expect(check).toEqual({
      ok: true,
      definition: {
        name: 'Gateway OS 7.1',
        packageIds: ['gateway-os-7.1.0'],
        target: { fleets: ['f1'] },
        phases: [
          { size: { percent: 5 }, then: { wait: 'PT60M' }, failureThresholdPercent: 20 },
          { size: { percent: 25 }, then: 'approval', failureThresholdPercent: 20 },
          { size: { percent: 100 }, failureThresholdPercent: 20 },
        ],
      },
    });
  });

  it('sends devices or a filter as the target, a count as a size, the window and start', () => {
    const startAt = new Date('2026-12-01T22:00:00Z');
    const draft = complete({
      targetKind: 'filter',
      filter: ' hardwareId = verdin ',
      phases: [{ key: 1, sizeKind: 'count', size: '10', then: 'wait', waitMinutes: '0' }],
      failureThreshold: '12.5',
      window: DEFAULT_WINDOW,
      startAt,
    });
    const check = checkDraft(draft);
    if (!check.ok) throw new Error('refused');
    expect(check.definition.target).toEqual({ expression: 'hardwareId = verdin' });
    expect(check.definition.phases).toEqual([
      { size: { count: 10 }, failureThresholdPercent: 12.5 },
    ]);
    expect(check.definition.maintenanceWindow).toEqual({
      timeZone: 'UTC',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start: '22:00',
      end: '04:00',
    });
    expect(check.definition.startAt).toBe('2026-12-01T22:00:00.000Z');
    const devices = checkDraft(
      complete({ targetKind: 'devices', devices: [{ id: 'd1', name: 'gw-1' }] }),
    );
    expect(devices.ok && devices.definition.target).toEqual({ devices: ['d1'] });
  });

  it('says what is missing, field by field', () => {
    const check = checkDraft({
      ...newDraft(),
      targetKind: 'devices',
      failureThreshold: '101',
      window: { ...DEFAULT_WINDOW, weekdays: [] },
      phases: [
        { key: 1, sizeKind: 'percent', size: '0', then: 'wait', waitMinutes: '5' },
        { key: 2, sizeKind: 'count', size: 'x', then: 'wait', waitMinutes: '5' },
        { key: 3, sizeKind: 'percent', size: '50', then: 'wait', waitMinutes: 'soon' },
        { key: 4, sizeKind: 'percent', size: '100', then: 'wait', waitMinutes: 'never read' },
      ],
    });
    expect(check).toEqual({
      ok: false,
      problems: {
        name: 'console.rollouts.problems.name',
        target: 'console.rollouts.problems.devices',
        packages: 'console.rollouts.problems.packages',
        threshold: 'console.rollouts.problems.threshold',
        window: 'console.rollouts.problems.weekdays',
        phases: [
          'console.rollouts.problems.percent',
          'console.rollouts.problems.count',
          'console.rollouts.problems.wait',
          undefined,
        ],
      },
    });
  });

  it('needs fleets or a filter when those are the target', () => {
    expect(checkDraft(complete({ fleets: [] }))).toMatchObject({
      ok: false,
      problems: { target: 'console.rollouts.problems.fleets' },
    });
    expect(checkDraft(complete({ targetKind: 'filter', filter: '  ' }))).toMatchObject({
      ok: false,
      problems: { target: 'console.rollouts.problems.filter' },
    });
  });
});
