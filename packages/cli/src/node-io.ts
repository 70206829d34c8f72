// The real process: its streams, its terminal and the user's browser.
import { createInterface } from 'node:readline/promises';
import open from 'open';
import type { CliIo } from './io';

export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    isTTY: process.stdout.isTTY === true,
    ...(process.stderr.isTTY && { terminal: process.stderr }),
    async confirm(question) {
      if (!process.stdin.isTTY) return false;
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        const answer = await rl.question(`${question} [y/N] `);
        return /^y(es)?$/i.test(answer.trim());
      } finally {
        rl.close();
      }
    },
    async openBrowser(url) {
      const child = await open(url);
      await new Promise<void>((resolve, reject) => {
        child.once('error', reject);
        child.once('spawn', () => resolve());
      });
    },
    onInterrupt(handler) {
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
  };
}
