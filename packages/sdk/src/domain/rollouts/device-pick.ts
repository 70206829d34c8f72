// Which devices go in which phase (docs/rollouts.md): the targets are ordered by a stable hash
// of the rollout's seed and each device id, and the phases take them in that order. The same
// seed and targets give the same phases, whatever order the targets were listed in.
import { phaseSizes, type PhaseSize } from './phase-sizes.js';

/** FNV-1a (32 bits) over the UTF-16 code units of `text`: stable across runtimes. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The targets in the order the phases pick them for this seed; ties fall back to the id. */
export function pickOrder(deviceIds: readonly string[], seed: number): string[] {
  const keyed = [...new Set(deviceIds)].map((id) => ({ id, key: stableHash(`${seed}:${id}`) }));
  keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map(({ id }) => id);
}

/** The devices of each phase: every target in exactly one phase, in the seed's order. */
export function pickPhases(
  deviceIds: readonly string[],
  seed: number,
  sizes: readonly PhaseSize[],
): string[][] {
  const ordered = pickOrder(deviceIds, seed);
  let start = 0;
  return phaseSizes(sizes, ordered.length).map((size) => {
    const phase = ordered.slice(start, start + size);
    start += size;
    return phase;
  });
}
