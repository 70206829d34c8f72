// Progress of a long action: a bar on a terminal (cli-progress), a line per tenth when piped,
// so a CI log shows it moving without carriage returns.
import { SingleBar } from 'cli-progress';
import type { CliIo } from './io';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function createProgress(io: CliIo, label: string, unit: 'bytes' | 'devices'): Progress {
  if (io.terminal) {
    const bar = new SingleBar({
      stream: io.terminal,
      format: `${label} [{bar}] {percentage}% | {value} of {total} ${unit}`,
      hideCursor: true,
      clearOnComplete: false,
    });
    let started = false;
    return {
      update(done, total) {
        if (!started) bar.start(total, done);
        else bar.setTotal(total);
        started = true;
        bar.update(done);
      },
      stop: () => started && bar.stop(),
    };
  }
  let lastTenth = -1;
  return {
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      const tenth = Math.floor(percent / 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      io.stderr.write(`${label} ${percent}% (${done} of ${total} ${unit})\n`);
    },
    stop() {},
  };
}
