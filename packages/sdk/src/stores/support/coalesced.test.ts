import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';
import { manualScheduler } from './manual-scheduler';

describe('coalesced reloads', () => {
  it('runs once for a burst of requests', () => {
    const scheduler = manualScheduler();
    let runs = 0;
    const reload = coalesced(() => runs++, 500, scheduler);
    reload();
    scheduler.advance(200);
    reload();
    reload();
    expect(runs).toBe(0);
    scheduler.advance(300);
    expect(runs).toBe(1);
  });

  it('still runs every period under a steady stream', () => {
    const scheduler = manualScheduler();
    let runs = 0;
    const reload = coalesced(() => runs++, 500, scheduler);
    for (let t = 0; t < 20; t++) {
      reload();
      scheduler.advance(100);
    }
    expect(runs).toBe(4);
  });

  it('runs nothing once cancelled', () => {
    const scheduler = manualScheduler();
    let runs = 0;
    const reload = coalesced(() => runs++, 500, scheduler);
    reload();
    reload.cancel();
    scheduler.advance(1000);
    expect(runs).toBe(0);
  });
});
