import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickOrder, pickPhases } from './device-pick.js';
import { phaseSizes, type PhaseSize } from './phase-sizes.js';

const size = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((percent): PhaseSize => ({ percent })),
  fc.integer({ min: 1, max: 500 }).map((count): PhaseSize => ({ count })),
);

describe('rollout phase sizes', () => {
  it('takes shares of the remaining targets: 5 %, 25 %, the rest of 200 devices', () => {
    expect(phaseSizes([{ percent: 5 }, { percent: 25 }, { percent: 100 }], 200)).toEqual([
      10, 48, 142,
    ]);
  });

  it('rounds a share up, so a first phase of a small fleet still has a device', () => {
    expect(phaseSizes([{ percent: 5 }, { percent: 100 }], 6)).toEqual([1, 5]);
    expect(phaseSizes([{ count: 4 }, { count: 4 }, { percent: 10 }], 5)).toEqual([4, 1, 0]);
  });

  it('covers every target exactly once, whatever the phases and the total', () => {
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: 20 }), fc.nat(5000), (sizes, total) => {
        const sizesOut = phaseSizes(sizes, total);
        expect(sizesOut).toHaveLength(sizes.length);
        expect(sizesOut.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
        expect(sizesOut.reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });
});

describe('rollout device pick by seed', () => {
  const ids = fc.uniqueArray(fc.uuid(), { maxLength: 200 });

  it('puts every device in exactly one phase', () => {
    fc.assert(
      fc.property(
        ids,
        fc.nat(),
        fc.array(size, { minLength: 1, maxLength: 5 }),
        (devices, seed, sizes) => {
          const phases = pickPhases(devices, seed, sizes);
          expect(phases.flat().sort()).toEqual([...devices].sort());
        },
      ),
    );
  });

  it('gives the same phases for the same seed whatever order the targets come in', () => {
    fc.assert(
      fc.property(ids, fc.nat(), (devices, seed) => {
        const reversed = [...devices].reverse();
        expect(pickOrder(reversed, seed)).toEqual(pickOrder(devices, seed));
      }),
    );
  });

  it('orders differently for another seed', () => {
    const devices = Array.from({ length: 50 }, (_, i) => `device-${i}`);
    expect(pickOrder(devices, 1)).not.toEqual(pickOrder(devices, 2));
    expect(pickOrder(devices, 7)).toEqual(pickOrder(devices, 7));
  });
});
