import { describe, expect, it } from 'vitest';
import { rolloutPaths } from './rollout-paths';

describe('the rollout addresses', () => {
  it('opens the creation flow with a fleet and package versions chosen ("as a rollout")', () => {
    expect(rolloutPaths.create()).toBe('/rollouts/create');
    expect(rolloutPaths.create({ fleetId: 'f1', packageIds: ['app-1.0', 'os 2'] })).toBe(
      '/rollouts/create?fleet=f1&package=app-1.0&package=os+2',
    );
  });

  it('encodes a rollout id', () => {
    expect(rolloutPaths.view('a/b')).toBe('/rollouts/a%2Fb');
  });
});
