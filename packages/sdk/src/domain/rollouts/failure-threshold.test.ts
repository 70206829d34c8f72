import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureRate, thresholdVerdict } from './failure-threshold.js';

describe('rollout failure threshold (failed ÷ finished above X % aborts)', () => {
  it('aborts a phase of 10 at the third failure with 20 %, even with devices still working', () => {
    expect(thresholdVerdict({ open: 8, succeeded: 0, failed: 2 }, 20)).toBe('open');
    expect(thresholdVerdict({ open: 7, succeeded: 0, failed: 3 }, 20)).toBe('exceeded');
  });

  it('is within exactly at the threshold: 2 of 10 is 20 %, not above', () => {
    expect(thresholdVerdict({ open: 0, succeeded: 8, failed: 2 }, 20)).toBe('within');
    expect(thresholdVerdict({ open: 2, succeeded: 6, failed: 2 }, 20)).toBe('open');
    expect(thresholdVerdict({ open: 2, succeeded: 8, failed: 0 }, 20)).toBe('within');
  });

  it('counts only finished devices; a phase where no device took the update is within', () => {
    expect(thresholdVerdict({ open: 0, succeeded: 0, failed: 0 }, 0)).toBe('within');
    expect(failureRate({ succeeded: 0, failed: 0 })).toBeNull();
    expect(failureRate({ succeeded: 3, failed: 1 })).toBe(25);
  });

  it('is never wrong: a verdict given early holds however the open devices end', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(50),
        fc.nat(50),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(),
        (open, succeeded, failed, threshold, split) => {
          const verdict = thresholdVerdict({ open, succeeded, failed }, threshold);
          const laterFailed = open === 0 ? 0 : split % (open + 1);
          const final = thresholdVerdict(
            { open: 0, succeeded: succeeded + open - laterFailed, failed: failed + laterFailed },
            threshold,
          );
          if (verdict !== 'open') expect(final).toBe(verdict);
          // And once every device finished, the verdict is the rate's.
          const rate = failureRate({
            succeeded: succeeded + open - laterFailed,
            failed: failed + laterFailed,
          });
          expect(final).toBe(rate !== null && rate > threshold ? 'exceeded' : 'within');
        },
      ),
    );
  });

  it('is never late: open only while the open devices can still tip it either way', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(50),
        fc.nat(50),
        fc.integer({ min: 0, max: 100 }),
        (open, succeeded, failed, threshold) => {
          if (thresholdVerdict({ open, succeeded, failed }, threshold) !== 'open') return;
          const best = thresholdVerdict(
            { open: 0, succeeded: succeeded + open, failed },
            threshold,
          );
          const worst = thresholdVerdict({ open: 0, succeeded, failed: failed + open }, threshold);
          expect([best, worst]).toEqual(['within', 'exceeded']);
        },
      ),
    );
  });
});
