// What the list and a rollout's page say of a rollout's target, in short.
import type { Rollout } from '@fleet/sdk';

/** The target in short: how many fleets or devices, or the filter. */
export function targetSummary(
  target: Rollout['target'],
): { id: 'fleets' | 'devices'; count: number } | { id: 'filter'; expression: string } {
  if ('fleets' in target) return { id: 'fleets', count: target.fleets.length };
  if ('devices' in target) return { id: 'devices', count: target.devices.length };
  return { id: 'filter', expression: target.expression };
}
